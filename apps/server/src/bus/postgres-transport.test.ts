import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/database.js';
import { createTestDatabaseConfig, usingPostgres } from '../test/test-database.js';
import type { EventMessage } from './domain-events.js';
import { bounded, createPostgresTransport, EVENTS_CHANNEL } from './postgres-transport.js';

describe('events made small enough for NOTIFY', () => {
  it('cuts product ids at 200, but sends every session id, 200 a message', () => {
    const productIds = Array.from({ length: 450 }, (_, i) => i + 1);
    expect(bounded({ name: 'stock.changed', payload: { householdId: 1, productIds } })).toEqual([
      { name: 'stock.changed', payload: { householdId: 1, productIds: productIds.slice(0, 200) } },
    ]);

    const sessionIds = Array.from({ length: 450 }, (_, i) => i + 1);
    const move = { userId: 7, fromHouseholdId: 1, toHouseholdId: 2, sessionIds };
    const parts = bounded({ name: 'household.member-moved', payload: move });
    expect(parts.map((part) => part.payload)).toEqual([
      { ...move, sessionIds: sessionIds.slice(0, 200) },
      { ...move, sessionIds: sessionIds.slice(200, 400) },
      { ...move, sessionIds: sessionIds.slice(400) },
    ]);
    expect(bounded({ name: 'session.ended', payload: { sessionIds: [3] } })).toEqual([
      { name: 'session.ended', payload: { sessionIds: [3] } },
    ]);
  });
});

describe.runIf(usingPostgres())('confirmed messages between app servers', () => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  const closing: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const config = await createTestDatabaseConfig();
    database = await openDatabase({ database: config.database });
    drop = config.drop;
  });
  afterAll(async () => {
    for (const close of closing.splice(0).reverse()) await close();
    await database.close();
    await drop();
  });

  /** An app server's transport on the test database, started with its handler. */
  async function server(deliver: (message: EventMessage) => void | Promise<void>, confirmTimeoutMs = 60_000) {
    const transport = createPostgresTransport({
      db: database.db,
      connectionString: database.connectionString as string,
      log: { warn: () => {} },
      confirmTimeoutMs,
    });
    await transport.start(deliver);
    closing.push(() => transport.close());
    return transport;
  }

  /** Whether the promise has settled, without waiting for it. */
  function settled(promise: Promise<void>) {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  }

  const logout = { name: 'session.ended', payload: { sessionIds: [41] } } as EventMessage;

  it('answer once every other server has run its handlers, not when PostgreSQL has passed the message on', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const seenByB: EventMessage[] = [];
    const seenByC: EventMessage[] = [];
    const a = await server(() => {});
    await server(async (message) => {
      seenByB.push(message);
      await gate; // B's handler is still running (a slow machine)
    });
    await server((message) => void seenByC.push(message));

    const sending = settled(a.send(logout, { confirm: true }));
    await vi.waitFor(() => expect([seenByB.length, seenByC.length]).toEqual([1, 1]));
    // A has heard its own copy and C's answer; B has not finished: A still waits.
    await vi.waitFor(() => expect(a.answersHeard()).toEqual([2]));
    expect(sending.done).toBe(false);
    open();
    await vi.waitFor(() => expect(sending.done).toBe(true));
    expect(seenByB).toEqual([logout]);
  });

  it('wait no longer than their time limit for a server that never answers', async () => {
    // A LISTEN connection named like a server's, that hears everything and answers nothing.
    const silent = new pg.Client({ connectionString: database.connectionString, application_name: 'glouton-bus' });
    await silent.connect();
    await silent.query(`LISTEN ${EVENTS_CHANNEL}`);
    closing.push(() => silent.end());
    const a = await server(() => {}, 300);
    await a.send(logout, { confirm: true });
  });
});
