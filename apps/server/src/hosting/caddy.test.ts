// @engine-independent: runs its own server process (its own SQLite file) behind Caddy (decision 0073).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseEnv, freePort, type ServerProcess, startServer, tempFolder } from './testing/server-process.js';

const CADDY = '/usr/bin/caddy';

/**
 * README « Sur votre téléphone »: Caddy in front with its own certificate (`tls internal`), the server on
 * 127.0.0.1 with TRUST_PROXY=1. The Caddyfile is the README's, with test ports and loopback only.
 */
describe.skipIf(!existsSync(CADDY))(
  `Caddy in front of Glouton (skipped without ${CADDY}: apt-get install caddy)`,
  () => {
    let server: ServerProcess | undefined;
    let caddy: ChildProcess | undefined;
    let caddyOutput = '';
    afterAll(() => {
      caddy?.kill('SIGKILL');
      server?.child.kill('SIGKILL');
    });

    it('reaches /api/health over https, and the login limit counts the real client, whatever X-Forwarded-For says', async () => {
      // Logs at info: each request's line says which address the server believed.
      server = await startServer({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '3', LOG_LEVEL: 'info' });
      const folder = tempFolder('glouton-caddy-');
      const port = await freePort();
      writeFileSync(
        join(folder, 'Caddyfile'),
        `{
  admin off
  skip_install_trust
  auto_https disable_redirects
  https_port ${port}
}
https://localhost:${port} {
  bind 127.0.0.1
  tls internal
  reverse_proxy 127.0.0.1:${server.port}
}
`,
      );
      // Caddy keeps its authority and certificates under XDG_DATA_HOME: here, nothing outside the test.
      caddy = spawn(CADDY, ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
        cwd: folder,
        env: { ...baseEnv(folder), XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      caddy.stdout?.on('data', (chunk) => (caddyOutput += chunk));
      caddy.stderr?.on('data', (chunk) => (caddyOutput += chunk));
      const root = join(folder, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
      const through = (path: string, init: Init = {}) => viaCaddy(port, readFileSync(root), path, init);

      await expect
        .poll(async () => existsSync(root) && (await through('/api/health').catch(() => null))?.status, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe(200);
      // The answer is Glouton's (Caddy alone answers an unmatched request with an empty 200).
      expect(JSON.parse((await through('/api/health')).body)).toMatchObject({ status: 'ok' });

      // A client rotating a made-up X-Forwarded-For: Caddy says who really called, the limit holds.
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await through('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
          body: JSON.stringify({ email: `inconnu-${attempt}@example.fr`, password: 'mauvais-mot-de-passe' }),
        });
        statuses.push(response.status);
      }
      expect(statuses, caddyOutput).toEqual([401, 401, 401, 429]);
      // The client called from 127.0.0.2, Caddy from 127.0.0.1: the server saw the client (its log lines
      // arrive through a pipe, maybe after the answers).
      const output = server.output;
      const believed = () =>
        output()
          .split('\n')
          .filter((line) => line.includes('"url":"/api/login"'))
          .map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);
      await expect.poll(believed).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.2']);
    });
  },
);

type Init = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * An https request to Caddy on 127.0.0.1 for `localhost`, trusting only Caddy's own authority. It leaves
 * from 127.0.0.2 (all of 127/8 is loopback on Linux) so that the client and Caddy have different addresses.
 */
function viaCaddy(port: number, ca: Buffer, path: string, init: Init): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        localAddress: '127.0.0.2',
        port,
        servername: 'localhost',
        path,
        ca,
        method: init.method ?? 'GET',
        // Caddy picks the site by Host: the address the README's Caddyfile names.
        headers: { host: `localhost:${port}`, ...init.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
