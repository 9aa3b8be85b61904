import type { Kysely } from 'kysely';
import type { Bus } from '../bus/bus.js';
import type { DomainEvents, EventMessage, EventName } from '../bus/domain-events.js';
import type { Database } from './schema.js';

/** What a service hands to repositories and to other modules' transaction-level functions. */
export type Tx = {
  /** Runs queries inside the transaction. */
  readonly db: Kysely<Database>;
  /** Announced on the bus once the transaction has committed; never if it rolls back. */
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): void;
};

export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * One transaction per use case, opened by the service that owns the rule. Events announced inside it
 * first reach the reactions registered with `bus.inTransaction`, before the commit; then they go out
 * after the commit, merged per kind and household (a cook of five products is one `stock.changed`),
 * so a screen never refreshes for a write that was rolled back.
 */
export function createTransactions(db: Kysely<Database>, bus: Pick<Bus, 'emit' | 'react'>): RunInTransaction {
  return async (work) => {
    const announced: EventMessage[] = [];
    const result = await db.transaction().execute(async (trx) => {
      const tx: Tx = { db: trx, emit: (name, payload) => void announced.push({ name, payload } as EventMessage) };
      const value = await work(tx);
      // Other modules' own tables kept in step, in this transaction (bus.inTransaction).
      await bus.react(tx, merged(announced));
      return value;
    });
    for (const message of merged(announced)) await bus.emit(message.name, message.payload);
    return result;
  };
}

/** Events of one kind about the same thing (same household…) become one, their id lists joined, no repeats. */
export function merged(messages: EventMessage[]): EventMessage[] {
  const byKey = new Map<string, EventMessage>();
  for (const message of messages) {
    const payload = message.payload as Record<string, unknown>;
    const scalars = Object.entries(payload).filter(([, value]) => !Array.isArray(value));
    const key = `${message.name}:${JSON.stringify(scalars)}`;
    const previous = byKey.get(key);
    if (!previous) {
      byKey.set(key, message);
      continue;
    }
    const joined: Record<string, unknown> = { ...(previous.payload as Record<string, unknown>) };
    for (const [field, value] of Object.entries(payload)) {
      const before = joined[field];
      if (Array.isArray(value) && Array.isArray(before)) joined[field] = [...new Set([...before, ...value])];
    }
    byKey.set(key, { ...message, payload: joined } as EventMessage);
  }
  return [...byKey.values()];
}
