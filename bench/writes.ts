/**
 * Write throughput under each SQLite `synchronous` setting (decision 0024): a household editing a list
 * line (one transaction and its event per request), 10 at once, on a fresh database file per setting.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, type LoadResult } from './load.js';
import { startProcess, stop } from './processes.js';

export async function measureWrites(
  root: string,
  synchronous: 'full' | 'normal',
  port: number,
  seconds: number,
): Promise<LoadResult> {
  const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;
  const app = await startProcess(
    'node',
    [join(root, 'apps/server/dist/main.js')],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'glouton-writes-')), 'bench.sqlite'),
      NODE_ENV: 'production',
      SQLITE_SYNCHRONOUS: synchronous,
    },
    api('/health'),
  );
  try {
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(api('/register'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `writes-${Date.now()}@exemple.fr`, password: 'motdepasse-bench' }),
    });
    const { token } = (await registered.json()) as { token: string };
    const headers = { ...BROWSER_HEADERS, ...json, authorization: `Bearer ${token}` };
    const line = await fetch(api('/products/shopping-list'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ label: 'Pain' }),
    });
    const { id } = (await line.json()) as { id: number };
    const options = {
      url: api(`/products/shopping-list/${id}`),
      method: 'PATCH' as const,
      headers,
      body: JSON.stringify({ quantity: 2 }),
      connections: 10,
    };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: seconds });
    return {
      name: `PATCH /api/products/shopping-list/:id (synchronous = ${synchronous.toUpperCase()})`,
      connections: 10,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    };
  } finally {
    await stop(app);
  }
}
