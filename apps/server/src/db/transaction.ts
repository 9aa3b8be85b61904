import { AsyncLocalStorage } from 'node:async_hooks';
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

export type RunInTransaction = <T>(
  work: (tx: Tx) => Promise<T>,
  options?: {
    /**
     * Other households the work locks besides the caller's (a join's target): locked with it, in id
     * order, before the work starts, so that two people joining each other's household cannot deadlock.
     */
    alsoLocks?: number[];
  },
) => Promise<T>;

/** Who a request acts for: the session it was made with, its user, and the household it was made in. */
export type Caller = { sessionId: number; userId: number; householdId: number };

/**
 * Checks, inside the transaction, that the caller may still act: locks the caller's household (and
 * `alsoLocks`, all in id order), then throws when the session has ended or no longer belongs to that
 * household (the auth module's `createCallerCheck`).
 */
export type CallerCheck = (tx: Tx, caller: Caller, alsoLocks: number[]) => Promise<void>;

type Acting = { caller: Caller; settled: boolean };
const acting = new AsyncLocalStorage<Acting>();

/**
 * Runs a request's handler as its caller: every transaction it opens checks first that the caller's
 * session is still open in the household the request was made from (issue 26: a request whose body came
 * 15–130 s after its headers still wrote in a household its member had been removed from, after a
 * logout). The session was checked when the headers arrived; this is checked where the write happens,
 * under the household's lock, which a removal also takes. Only while the handler runs: a timer it left
 * behind is not the request any more.
 */
export async function actingFor<T>(caller: Caller, handler: () => Promise<T>): Promise<T> {
  const scope: Acting = { caller, settled: false };
  try {
    return await acting.run(scope, handler);
  } finally {
    scope.settled = true;
  }
}

/**
 * One transaction per use case, opened by the service that owns the rule. Inside a request's handler,
 * it first checks its caller (`check`, see `actingFor`). Events announced inside it first reach the
 * reactions registered with `bus.inTransaction`, before the commit; then they go out after the commit,
 * merged per kind and household (a cook of five products is one `stock.changed`), so a screen never
 * refreshes for a write that was rolled back.
 */
export function createTransactions(
  db: Kysely<Database>,
  bus: Pick<Bus, 'emit' | 'react'>,
  check?: CallerCheck,
): RunInTransaction {
  return async (work, options = {}) => {
    const scope = acting.getStore();
    const caller = scope && !scope.settled ? scope.caller : undefined;
    const announced: EventMessage[] = [];
    const result = await db.transaction().execute(async (trx) => {
      const tx: Tx = { db: trx, emit: (name, payload) => void announced.push({ name, payload } as EventMessage) };
      if (caller && check) await check(tx, caller, options.alsoLocks ?? []);
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
