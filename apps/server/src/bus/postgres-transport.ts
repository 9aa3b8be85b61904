import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { loadPg } from '../db/database.js';
import type { Db } from '../db/schema.js';
import type { BusTransport } from './bus.js';
import { busRepository as repository } from './bus.repository.js';
import type { EventMessage } from './domain-events.js';

export const EVENTS_CHANNEL = 'glouton_events';
const LISTEN_RETRY_MS = 1_000;
const CONFIRM_TIMEOUT_MS = 2_000;
/** The LISTEN connections' name in pg_stat_activity: how a server counts the others it must hear from. */
const LISTENER_NAME = 'glouton-bus';
// NOTIFY payloads must stay under 8000 bytes: long id lists are cut (a screen refreshes by kind anyway).
const MAX_IDS = 200;

type Logger = { warn(details: object, message: string): void };
/** A message (`confirm`: every server answers `ack` once its handlers have run), or such an answer. */
type Envelope = { origin: string; id: string; message: EventMessage; confirm?: true } | { origin: string; ack: string };

/**
 * Keeps an event small enough for NOTIFY: at most MAX_IDS ids per list. Session ids are never cut (a
 * session left out would stay accepted by another server's cache): a long list travels as several
 * messages of MAX_IDS sessions each.
 */
export function bounded(message: EventMessage): EventMessage[] {
  const payload = message.payload as Record<string, unknown>;
  const sessionIds = Array.isArray(payload.sessionIds) ? (payload.sessionIds as number[]) : null;
  const rest = Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, Array.isArray(value) ? value.slice(0, MAX_IDS) : value]),
  );
  if (sessionIds === null || sessionIds.length <= MAX_IDS) return [{ ...message, payload: rest } as EventMessage];
  const parts: EventMessage[] = [];
  for (let start = 0; start < sessionIds.length; start += MAX_IDS) {
    const part = { ...rest, sessionIds: sessionIds.slice(start, start + MAX_IDS) };
    parts.push({ ...message, payload: part } as EventMessage);
  }
  return parts;
}

/**
 * The bus across app servers sharing one PostgreSQL: each event is a NOTIFY on one channel, and each
 * server keeps one dedicated LISTEN connection (reconnected when lost). A server skips its own events
 * (it ran its handlers already). A message sent with `confirm` (a logout, a member moved) is answered
 * by every other server once its handlers have run: PostgreSQL hands a NOTIFY to each listener on its
 * own schedule, so only these answers say that no server still accepts an ended session.
 */
export function createPostgresTransport({
  db,
  connectionString,
  log,
  confirmTimeoutMs = CONFIRM_TIMEOUT_MS,
}: {
  db: Db;
  connectionString: string;
  log: Logger;
  /** How long a confirmed message waits for the servers that do not answer. */
  confirmTimeoutMs?: number;
}): BusTransport & { answersHeard(): number[] } {
  const origin = randomUUID();
  /** Confirmed messages of this server not yet answered by every listener, by id. */
  const waiting = new Map<string, { hear(from: string): void; leave(): void; heard: Set<string> }>();
  let deliver: ((message: EventMessage) => void | Promise<void>) | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const notify = (envelope: Envelope) => repository.notify(db, EVENTS_CHANNEL, JSON.stringify(envelope));

  function onNotification(notification: pg.Notification) {
    if (notification.channel !== EVENTS_CHANNEL || !notification.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(notification.payload) as Envelope;
    } catch {
      return;
    }
    if ('ack' in envelope) {
      waiting.get(envelope.ack)?.hear(envelope.origin);
      return;
    }
    if (envelope.origin === origin) {
      waiting.get(envelope.id)?.hear(origin);
      return;
    }
    const handled = Promise.resolve(deliver?.(envelope.message));
    if (envelope.confirm) {
      handled
        .then(() => notify({ origin, ack: envelope.id }))
        .catch((error: unknown) => log.warn({ err: error }, 'event bus: could not confirm a message'));
    }
  }

  async function listen(): Promise<void> {
    const client = new (loadPg().Client)({ connectionString, application_name: LISTENER_NAME });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      log.warn({ err: error }, 'event bus: LISTEN connection lost, reconnecting');
      if (listener === client) listener = null;
      client.end().catch(() => {});
      scheduleListen();
    });
    await client.connect();
    if (closed) {
      await client.end();
      return;
    }
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    listener = client;
  }

  function scheduleListen() {
    if (closed) return;
    retry = setTimeout(() => {
      listen().catch((error) => {
        log.warn({ err: error }, 'event bus: LISTEN failed, retrying');
        scheduleListen();
      });
    }, LISTEN_RETRY_MS);
    retry.unref();
  }

  /** How many other servers listen now (each has one LISTEN connection, named LISTENER_NAME). */
  async function otherListeners(): Promise<number> {
    const listening = await repository.connectionsNamed(db, LISTENER_NAME);
    return Math.max(0, listening - (listener ? 1 : 0));
  }

  async function sendOne(message: EventMessage, confirm: boolean): Promise<void> {
    const id = randomUUID();
    if (!confirm) {
      await notify({ origin, id, message });
      return;
    }
    // Our own copy coming back, and an answer from each other server: then the answer can leave. A server
    // that does not answer in time (stuck, or its LISTEN connection lost) holds it no longer than
    // `confirmTimeoutMs` (2 s); its session cache forgets by itself within 10 s (docs/decisions/0004).
    const others = await otherListeners();
    const heard = new Set<string>();
    const wentRound = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, confirmTimeoutMs);
      const leave = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.set(id, {
        heard,
        hear(from) {
          heard.add(from);
          if (heard.has(origin) && heard.size > others) leave();
        },
        leave,
      });
    }).finally(() => waiting.delete(id));
    await notify({ origin, id, message, confirm: true });
    await wentRound;
  }

  return {
    async start(onMessage) {
      deliver = onMessage;
      await listen();
    },

    async send(message, { confirm }) {
      await Promise.all(bounded(message).map((part) => sendOne(part, confirm)));
    },

    /**
     * For each confirmed message still waiting, how many answers it has heard (its own copy counts):
     * what a logout that takes long is waiting for (the tests read it).
     */
    answersHeard: () => [...waiting.values()].map((message) => message.heard.size),

    async close() {
      closed = true;
      deliver = null;
      clearTimeout(retry);
      // Whatever was waiting for answers leaves now: this server is going away.
      for (const message of waiting.values()) message.leave();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
