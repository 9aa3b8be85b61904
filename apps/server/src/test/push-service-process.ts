/**
 * The e2e journeys' push service (a phone's, as Google's or Mozilla's would be): the server tests' local
 * https push service, which checks the VAPID signature and decrypts each notification, started by
 * playwright.config.ts (`npx tsx apps/server/src/test/push-service-process.ts PORT AUTHORITY_FOLDER`). Its
 * certificate is signed by the authority in that folder, which the e2e server trusts (NODE_EXTRA_CA_CERTS).
 * On PORT + 1, plain http for the journey: `POST /devices` makes a browser's subscription (keys and
 * endpoint), `GET /received` lists the decrypted notifications.
 */
import { createServer } from 'node:http';
import { ensureLocalCertificate } from '../hosting/local-authority.js';
import { startPushService } from './push-service.js';

const port = Number(process.argv[2] ?? 4313);
const folder = process.argv[3] ?? '';
const certificate = ensureLocalCertificate(folder, { dns: ['localhost'], ips: ['127.0.0.1'] });
const service = await startPushService({ certificate, port });

const control = createServer((request, response) => {
  const json = (body: unknown) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (request.method === 'POST' && request.url === '/devices') return json(service.device().subscription);
  if (request.method === 'GET' && request.url === '/received')
    return json({ received: service.received, refused: service.refused });
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => control.listen(port + 1, '127.0.0.1', resolve));
console.log(`push service on ${service.origin}, its control on http://127.0.0.1:${port + 1}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    control.close();
    void service.close().then(() => process.exit(0));
  });
}
