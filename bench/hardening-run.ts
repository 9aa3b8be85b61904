/**
 * `npx tsx bench/hardening-run.ts`: issue 26's part of the bench alone (decision 0061), on the build
 * (`npm run build` first). Port `BENCH_PORT_BASE + 4` (4405 by default), as `npm run bench` uses it.
 */
import { fileURLToPath } from 'node:url';
import { hardeningMarkdown, measureHardening } from './hardening.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4401) + 4;

measureHardening(ROOT, PORT).then(
  (results) => {
    console.log(JSON.stringify(results, null, 2));
    console.log(`\n${hardeningMarkdown(results)}`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
