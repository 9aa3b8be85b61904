import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { ensureLocalCertificate } from '../hosting/local-authority.js';
import { TEST_AUTHORITY_VARIABLE, TEST_CERTIFICATE_NAMES } from './test-authority.js';

/** How the push service answers for a device: as a real one does, or failing in one of its ways. */
export type Behaviour = 'accept' | 'gone' | 'not-found' | 'error' | 'hang';

/** A browser's side of a subscription: the P-256 key pair and auth secret it made, and what it sends us. */
export type TestDevice = {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  behave(behaviour: Behaviour): void;
};

/** A notification the service accepted: its decrypted text, headers and the VAPID claims it checked. */
export type Received = {
  deviceId: string;
  text: string;
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
  /** The `k` of the Authorization header: the VAPID public key the JWT was verified with. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
};

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service on loopback, over https with a certificate of the test authority (global-setup.ts), as
 * strict as a real one on what matters: it refuses (403) a request whose VAPID JWT is not ES256-signed by
 * the key it names, whose `aud` is not the origin it was reached at, whose `exp` is past or more than 24 h away, or that
 * has no `sub`; it decrypts the aes128gcm body with the device's private key, as the browser would.
 */
export async function startPushService(options: { certificate?: { key: Buffer; cert: Buffer }; port?: number } = {}) {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; behaviour: Behaviour }>();
  const received: Received[] = [];
  const refused: { deviceId: string; reason: string }[] = [];
  const hanging = new Set<ServerResponse>();
  const folder = process.env[TEST_AUTHORITY_VARIABLE];
  if (!folder && !options.certificate) throw new Error('The test authority is made by vitest’s globalSetup');
  const certificate = options.certificate ?? ensureLocalCertificate(folder as string, TEST_CERTIFICATE_NAMES);
  let origin = '';

  const server: Server = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const deviceId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const device = devices.get(deviceId);
    if (request.method !== 'POST' || !device) return response.writeHead(404).end();
    if (device.behaviour === 'hang') return void hanging.add(response);
    if (device.behaviour !== 'accept') {
      const status = { gone: 410, 'not-found': 404, error: 500 }[device.behaviour];
      return response.writeHead(status).end();
    }
    // The audience is the origin the request was sent to (this service may be reached by several names).
    const checked = checkVapid(request.headers.authorization ?? '', `https://${request.headers.host}`);
    if ('reason' in checked) {
      refused.push({ deviceId, reason: checked.reason });
      return response.writeHead(403).end(checked.reason);
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      refused.push({ deviceId, reason: 'not aes128gcm' });
      return response.writeHead(415).end();
    }
    const text = decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: b64(device.auth) });
    received.push({
      deviceId,
      text: text.toString('utf8'),
      ttl: request.headers.ttl as string | undefined,
      topic: request.headers.topic as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      vapidKey: checked.key,
      claims: checked.claims,
    });
    response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    /** For PUSH_ALLOWED_HOSTS. */
    hostPort: `127.0.0.1:${port}`,
    received,
    refused,
    /** A new browser subscription, with its own keys, on this service (or `host` for its name). */
    device(behaviour: Behaviour = 'accept', host = `127.0.0.1:${port}`): TestDevice {
      const id = b64(randomBytes(9));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const entry = { ecdh, auth, behaviour };
      devices.set(id, entry);
      return {
        id,
        subscription: {
          endpoint: `https://${host}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
        behave: (next) => {
          entry.behaviour = next;
        },
      };
    },
    /** The decrypted notifications a device received, parsed. */
    textsOf: (device: TestDevice) => received.filter((entry) => entry.deviceId === device.id).map((e) => e.text),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;

type Checked = { key: string; claims: Received['claims'] } | { reason: string };

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key. */
function checkVapid(header: string, origin: string): Checked {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) return { reason: 'no vapid authorization' };
  const [, token = '', key = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { reason: 'k is not an uncompressed P-256 key' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return { reason: 'not ES256' };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { reason: 'bad signature' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Received['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return { reason: `aud ${claims.aud} is not ${origin}` };
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return { reason: 'exp out of range' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { reason: 'no sub' };
  return { key, claims };
}
