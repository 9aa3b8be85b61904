import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { HouseholdEvent } from '@glouton/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export const EVENTS_CHANNEL = 'glouton_events';
const LISTEN_RETRY_MS = 1_000;

type Listener = (event: HouseholdEvent) => void;
type Notification = { origin: string; householdId: number; event: HouseholdEvent };

type Deps = {
  database: Pick<AppDatabase, 'db' | 'kind' | 'connectionString'>;
  log: FastifyBaseLogger;
  /** Called for a change made by another instance (its count cache must forget the household). */
  onRemoteChange?(householdId: number): void;
};

/**
 * Household events: an in-process emitter, and on PostgreSQL a NOTIFY per change plus one dedicated
 * LISTEN connection that re-emits what other instances published (ours are recognised by origin).
 */
export function createEventsHub({ database, log, onRemoteChange }: Deps) {
  const instanceId = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const channel = (householdId: number) => `household:${householdId}`;

  function onNotification(message: pg.Notification) {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let notification: Notification;
    try {
      notification = JSON.parse(message.payload) as Notification;
    } catch {
      return;
    }
    if (notification.origin === instanceId) return;
    onRemoteChange?.(notification.householdId);
    emitter.emit(channel(notification.householdId), notification.event);
  }

  async function listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      log.warn({ err: error }, 'live events: LISTEN connection lost, reconnecting');
      if (listener === client) listener = null;
      client.end().catch(() => {});
      scheduleListen(connectionString);
    });
    await client.connect();
    if (closed) {
      await client.end();
      return;
    }
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    listener = client;
  }

  function scheduleListen(connectionString: string) {
    if (closed) return;
    retry = setTimeout(() => {
      listen(connectionString).catch((error) => {
        log.warn({ err: error }, 'live events: LISTEN failed, retrying');
        scheduleListen(connectionString);
      });
    }, LISTEN_RETRY_MS);
    retry.unref();
  }

  return {
    instanceId,

    /** Opens the LISTEN connection (PostgreSQL); SQLite has one instance, nothing to do. */
    async start(): Promise<void> {
      if (database.kind !== 'postgres' || !database.connectionString) return;
      await listen(database.connectionString);
    },

    subscribe(householdId: number, fn: Listener): () => void {
      emitter.on(channel(householdId), fn);
      return () => emitter.off(channel(householdId), fn);
    },

    /** Delivers to this instance's streams at once, and to the other instances through NOTIFY. */
    async publish(householdId: number, event: HouseholdEvent): Promise<void> {
      emitter.emit(channel(householdId), event);
      if (database.kind !== 'postgres') return;
      const payload = JSON.stringify({ origin: instanceId, householdId, event } satisfies Notification);
      await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(database.db as Kysely<Database>);
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      emitter.removeAllListeners();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}

export type EventsHub = ReturnType<typeof createEventsHub>;
