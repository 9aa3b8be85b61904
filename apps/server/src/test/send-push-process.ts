/**
 * `node --import tsx apps/server/src/test/send-push-process.ts USER_ID 'MESSAGE_JSON'`: the push module's `send(userId, message)`, as
 * the daily reminders call it, on the e2e server's database (its keys, the member's devices), with the
 * e2e server's settings (DATABASE_URL, VAPID_SUBJECT, PUSH_ALLOWED_HOSTS, NODE_EXTRA_CA_CERTS from the
 * environment). Prints what became of each device, as JSON.
 */
import { pino } from 'pino';
import { createBus } from '../bus/bus.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createTransactions } from '../db/transaction.js';
import { createPushService } from '../modules/push/index.js';

const [userId = '', message = '{}'] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config);
const log = pino({ level: 'warn' });
try {
  const push = createPushService({
    db: database.db,
    transaction: createTransactions(database.db, createBus({ log })),
    clock: systemClock,
    log,
    config: config.push,
    userAgent: 'Glouton/e2e',
  });
  console.log(JSON.stringify(await push.send(Number(userId), JSON.parse(message))));
} finally {
  await database.close();
}
