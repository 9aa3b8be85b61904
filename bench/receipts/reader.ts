/**
 * The server a receipt bench reads in (bench/receipts/run.ts): the real app (its `/api/health` on the
 * port given) and, in the same process, the OCR pool reading each photo of `RECEIPTS_DIR` through
 * `readReceiptPhoto` and core's parser, as the receipts module will. `POST /api/receipts` is not on
 * main yet: this keeps the reading where health is measured, in the server's process.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReceipt } from '@glouton/core/receipts';
import { buildApp } from '../../apps/server/src/app.js';
import { systemClock } from '../../apps/server/src/clock.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { createOcrPool, readReceiptPhoto } from '../../apps/server/src/ocr/index.js';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, clock: systemClock });
await app.listen({ host: '127.0.0.1', port: config.port });
const ocr = createOcrPool({ size: config.ocr.threads, queueMax: config.ocr.queueMax, perHousehold: 1 });
const folder = process.env.RECEIPTS_DIR ?? '';
const today = process.env.RECEIPTS_TODAY ?? '2026-11-29';

// SIGUSR2 once the bench polls health: every photo read in turn, the results written beside them.
process.once('SIGUSR2', async () => {
  const results = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.jpg'))
    .sort()) {
    const start = performance.now();
    const { text } = await readReceiptPhoto(ocr, 1, readFileSync(join(folder, file)));
    const parsed = parseReceipt(text, { today });
    results.push({ file, ms: performance.now() - start, text, parsed });
  }
  writeFileSync(join(folder, 'results.json'), JSON.stringify(results));
  await ocr.close();
  await app.close();
  await database.close();
});
