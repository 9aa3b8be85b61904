/**
 * `npm run bench:web`: only the browser half of the bench (initial JS, bytes on the wire, Lighthouse),
 * against the built server on a fresh database. `npm run bench` runs it too, after the load tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stop } from '../processes.js';
import { measureWeb, webMarkdown } from './index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4401) + 1;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'glouton-bench-web-'));
  const origin = `http://127.0.0.1:${PORT}`;
  const app = await startProcess(
    'node',
    [join(ROOT, 'apps/server/dist/main.js')],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'bench.sqlite'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    `${origin}/api/health`,
  );
  try {
    const results = await measureWeb(origin, join(ROOT, 'bench/results'));
    console.log(`\n${webMarkdown(results)}`);
  } finally {
    await stop(app);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
