import { connect } from 'node:net';
import { createOcrPool } from '../ocr-pool.js';
import { cleanLabel } from './date-labels.js';

// Run by ocr-pool.test.ts in a process with no network at all (`unshare -rn`: a network namespace of its
// own, loopback down): a label is read through the pool, and the lines printed as JSON. The model must
// come from node_modules — a download would fail here, and so would the reading.

const reachable = await new Promise<boolean>((resolve) => {
  const socket = connect({ host: '1.1.1.1', port: 443, timeout: 2000 });
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
});
const pool = createOcrPool({ size: 1, queueMax: 1, perHousehold: 1 });
const reads = await pool.read(1, await cleanLabel(['DLC 12/03/2027']), ['plain']);
await pool.close();
process.stdout.write(JSON.stringify({ reachable, reads }));
