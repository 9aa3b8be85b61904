import { parisHour, parisToday } from '@glouton/core/dates';
import { isoWeekday } from '@glouton/core/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import type { Delivery, DigestChannel } from './channels.js';
import { digestSize } from './digest.js';
import { type Recipient, remindersRepository as repository } from './reminders.repository.js';
import type { RemindersService } from './reminders.service.js';

/** What one round did, member by member (the test-only clock endpoint answers it). */
export type TickReport = {
  day: string;
  /** Members whose digest this server sent, with what reached them. */
  sent: { userId: number; units: number; delivered: number; failed: number }[];
  /** Members whose digest had nothing in it: nothing was sent, and nothing will be that day. */
  empty: number[];
};

/** Members served at once: one slow push service or SMTP server does not hold back the others. */
const CONCURRENCY = 8;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
}

/**
 * The daily digest (decision 0041). Every minute, and once at start (a digest missed while the server
 * was down goes out if it is still that day), each member whose hour has come in Europe/Paris and who
 * has not had today's digest gets it — on a day that is not one of their quiet days, through each
 * channel they switched on and can receive. The row (member, day) is taken before sending: of several
 * app servers on one database, one only sends it; a server that stops in the middle of a send loses
 * that member's digest for the day rather than risk sending it twice.
 */
export function createDigestScheduler(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  channels: DigestChannel[];
  reminders: Pick<RemindersService, 'digestOf'>;
  intervalMs?: number;
}) {
  const { db, clock, log, channels, reminders, intervalMs = 60_000 } = deps;
  let running: Promise<TickReport> | null = null;
  let timer: NodeJS.Timeout | null = null;

  /** The channels this member switched on, that the server can use and that reach them now. */
  async function ways(recipient: Recipient): Promise<DigestChannel[]> {
    const wanted = channels.filter((channel) => channel.available && recipient.settings.channels[channel.name]);
    const reach = await Promise.all(wanted.map((channel) => channel.reaches(recipient)));
    return wanted.filter((_channel, index) => reach[index]);
  }

  async function serve(recipient: Recipient, day: string, report: TickReport): Promise<void> {
    const through = await ways(recipient);
    // Nowhere to send it (yet): nothing is taken, a device allowed later in the day still gets it.
    if (through.length === 0) return;
    const taken = await repository.take(db, {
      userId: recipient.userId,
      householdId: recipient.householdId,
      day,
      now: clock.now().toISOString(),
    });
    if (!taken) return;
    const digest = await reminders.digestOf(recipient);
    const units = digestSize(digest);
    let delivery: Delivery = { delivered: 0, failed: 0 };
    if (units === 0) report.empty.push(recipient.userId);
    else {
      const results = await Promise.all(
        through.map((channel) =>
          channel.send({ recipient, digest, sample: false }).catch((error: unknown): Delivery => {
            log.error({ err: error, channel: channel.name, userId: recipient.userId }, 'digest channel failed');
            return { delivered: 0, failed: 1 };
          }),
        ),
      );
      delivery = results.reduce((sum, result) => ({
        delivered: sum.delivered + result.delivered,
        failed: sum.failed + result.failed,
      }));
      report.sent.push({ userId: recipient.userId, units, ...delivery });
    }
    await repository.sent(db, { userId: recipient.userId, day, now: clock.now().toISOString(), units, ...delivery });
  }

  async function round(): Promise<TickReport> {
    const now = clock.now();
    const day = parisToday(now);
    const hour = parisHour(now);
    const weekday = isoWeekday(day);
    const report: TickReport = { day, sent: [], empty: [] };
    const due = (await repository.waiting(db, day)).filter(
      (recipient) => hour >= recipient.settings.digestHour && !recipient.settings.quietDays.includes(weekday),
    );
    await inParallel(due, CONCURRENCY, async (recipient) => {
      try {
        await serve(recipient, day, report);
      } catch (error) {
        log.error({ err: error, userId: recipient.userId }, 'digest not served');
      }
    });
    return report;
  }

  /** One round now; a round already running is waited for instead of starting another. */
  function tick(): Promise<TickReport> {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    start() {
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type DigestScheduler = ReturnType<typeof createDigestScheduler>;
