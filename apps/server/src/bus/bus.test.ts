// @engine-independent: opens its own in-memory SQLite database, never the test database (decision 0073).
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { createTransactions, merged } from '../db/transaction.js';
import { type BusTransport, createBus } from './bus.js';
import type { EventMessage } from './domain-events.js';

const silent = { error: () => {} };

/** Two buses joined by an in-memory transport, as two app servers sharing PostgreSQL. */
function pair() {
  const deliveries: ((message: EventMessage) => void)[] = [];
  const transport = (): BusTransport => {
    let index = -1;
    return {
      async start(deliver) {
        index = deliveries.push(deliver) - 1;
      },
      async send(message) {
        for (const [other, deliver] of deliveries.entries()) if (other !== index) deliver(message);
      },
      async close() {},
    };
  };
  return [createBus({ log: silent, transport: transport() }), createBus({ log: silent, transport: transport() })];
}

describe('the event bus', () => {
  it('runs the handlers in the order they subscribed, on every server, and origin-only ones once', async () => {
    const [a, b] = pair() as [ReturnType<typeof createBus>, ReturnType<typeof createBus>];
    await a.start();
    await b.start();
    const heard: string[] = [];
    a.on('stock.changed', () => void heard.push('a1'));
    a.on('stock.changed', () => void heard.push('a2'));
    a.on('stock.changed', () => void heard.push('a-origin'), { originOnly: true });
    b.on('stock.changed', (_payload, origin) => void heard.push(`b:${origin}`));
    b.on('stock.changed', () => void heard.push('b-origin'), { originOnly: true });
    await a.emit('stock.changed', { householdId: 1, productIds: [2] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['a1', 'a2', 'a-origin', 'b:false']);
  });

  it('logs a failing handler and still runs the next one; the emitter never fails', async () => {
    const errors: unknown[] = [];
    const bus = createBus({ log: { error: (details) => void errors.push(details) } });
    const heard: number[] = [];
    bus.on('recipe.changed', () => {
      throw new Error('boom');
    });
    bus.on('recipe.changed', ({ recipeIds }) => void heard.push(...recipeIds));
    await expect(bus.emit('recipe.changed', { householdId: 1, recipeIds: [7] })).resolves.toBeUndefined();
    expect(heard).toEqual([7]);
    expect(errors).toHaveLength(1);
  });

  it('stops calling a handler once unsubscribed', async () => {
    const bus = createBus({ log: silent });
    let calls = 0;
    const off = bus.on('session.ended', () => void calls++);
    await bus.emit('session.ended', { sessionIds: [1] });
    off();
    await bus.emit('session.ended', { sessionIds: [2] });
    expect(calls).toBe(1);
  });
});

describe('transactions and their events', () => {
  it('announces events after the commit, merged per kind and household, and none after a rollback', async () => {
    const database = await openDatabase({ database: { kind: 'sqlite', filename: ':memory:' } });
    try {
      const bus = createBus({ log: silent });
      const heard: EventMessage[] = [];
      bus.on('stock.changed', (payload) => void heard.push({ name: 'stock.changed', payload }));
      const transaction = createTransactions(database.db, bus);
      await transaction(async (tx) => {
        tx.emit('stock.changed', { householdId: 1, productIds: [3] });
        tx.emit('stock.changed', { householdId: 1, productIds: [4, 3] });
        tx.emit('stock.changed', { householdId: 2, productIds: [9] });
        expect(heard).toEqual([]);
      });
      expect(heard.map((message) => message.payload)).toEqual([
        { householdId: 1, productIds: [3, 4] },
        { householdId: 2, productIds: [9] },
      ]);
      await expect(
        transaction(async (tx) => {
          tx.emit('stock.changed', { householdId: 1, productIds: [5] });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(heard).toHaveLength(2);
    } finally {
      await database.close();
    }
  });

  it('runs the in-transaction reactions before the commit, in the same transaction, rolled back with it', async () => {
    const database = await openDatabase({ database: { kind: 'sqlite', filename: ':memory:' } });
    try {
      const bus = createBus({ log: silent });
      const order: string[] = [];
      bus.on('recipe.changed', () => void order.push('after commit'));
      bus.inTransaction('recipe.changed', async (tx, { householdId, recipeIds }) => {
        order.push(`reaction ${recipeIds.join(',')}`);
        // It sees the work's writes and writes in the same transaction.
        const { count } = await tx.db
          .selectFrom('households')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        await tx.db
          .insertInto('households')
          .values({ name: `réaction ${count}`, created_at: 'now' })
          .execute();
        if (householdId === 2) throw new Error('reaction failed');
      });
      const transaction = createTransactions(database.db, bus);
      const names = () => database.db.selectFrom('households').select('name').orderBy('id').execute();

      await transaction(async (tx) => {
        await tx.db.insertInto('households').values({ name: 'travail', created_at: 'now' }).execute();
        tx.emit('recipe.changed', { householdId: 1, recipeIds: [1] });
        tx.emit('recipe.changed', { householdId: 1, recipeIds: [2] });
        expect(order).toEqual([]);
      });
      expect(order).toEqual(['reaction 1,2', 'after commit']);
      expect(await names()).toEqual([{ name: 'travail' }, { name: 'réaction 1' }]);

      await expect(
        transaction(async (tx) => {
          await tx.db.insertInto('households').values({ name: 'annulé', created_at: 'now' }).execute();
          tx.emit('recipe.changed', { householdId: 2, recipeIds: [3] });
        }),
      ).rejects.toThrow('reaction failed');
      expect(await names()).toHaveLength(2);
      expect(order).toEqual(['reaction 1,2', 'after commit', 'reaction 3']);
    } finally {
      await database.close();
    }
  });

  it('keeps apart events about different things of one household', () => {
    const deleted = (productId: number): EventMessage => ({
      name: 'product.deleted',
      payload: { householdId: 1, productId },
    });
    expect(merged([deleted(1), deleted(2), deleted(1)])).toEqual([deleted(1), deleted(2)]);
  });
});
