import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { loadPg } from '../db/database.js';
import type { Db } from '../db/schema.js';
import type { BusTransport } from './bus.js';
import type { EventMessage } from './domain-events.js';

export const EVENTS_CHANNEL = 'glouton_events';
const LISTEN_RETRY_MS = 1_000;
const CONFIRM_TIMEOUT_MS = 2_000;
// NOTIFY payloads must stay under 8000 bytes: long id lists are cut (a screen refreshes by kind anyway).
const MAX_IDS = 200;

type Logger = { warn(details: object, message: string): void };
type Envelope = { origin: string; id: string; message: EventMessage };

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
 * (it ran its handlers already), except to confirm that a message went round.
 */
export function createPostgresTransport({
  db,
  connectionString,
  log,
}: {
  db: Db;
  connectionString: string;
  log: Logger;
}): BusTransport {
  const origin = randomUUID();
  const waiting = new Map<string, () => void>();
  let deliver: ((message: EventMessage) => void) | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function onNotification(notification: pg.Notification) {
    if (notification.channel !== EVENTS_CHANNEL || !notification.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(notification.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === origin) {
      waiting.get(envelope.id)?.();
      return;
    }
    deliver?.(envelope.message);
  }

  async function listen(): Promise<void> {
    const client = new (loadPg().Client)({ connectionString });
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

  async function sendOne(message: EventMessage, confirm: boolean): Promise<void> {
    const id = randomUUID();
    const envelope = JSON.stringify({ origin, id, message } satisfies Envelope);
    // Every LISTEN connection receives a NOTIFY at the same commit: once ours has it, so have the others.
    const wentRound = confirm
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, CONFIRM_TIMEOUT_MS);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        }).finally(() => waiting.delete(id))
      : null;
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${envelope})`.execute(db);
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

    async close() {
      closed = true;
      deliver = null;
      clearTimeout(retry);
      for (const resolve of waiting.values()) resolve();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
