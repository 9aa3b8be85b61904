import type { Tx } from '../db/transaction.js';
import type { DomainEvents, EventMessage, EventName } from './domain-events.js';

type Logger = { error(details: object, message: string): void };

/** `origin`: emitted by this app server (false when it came from another one through the transport). */
export type EventHandler<K extends EventName> = (payload: DomainEvents[K], origin: boolean) => void | Promise<void>;

/** Carries events to the other app servers sharing the database (PostgreSQL); SQLite has one server. */
export type BusTransport = {
  /** `deliver` resolves once this server's handlers have run (a confirmed message is then answered). */
  start(deliver: (message: EventMessage) => void | Promise<void>): Promise<void>;
  /** Resolves once the message is sent; with `confirm`, once every other server has run its handlers. */
  send(message: EventMessage, options: { confirm: boolean }): Promise<void>;
  close(): Promise<void>;
};

/** Runs inside the transaction that announced the event, before its commit (see `inTransaction`). */
export type TransactionReaction<K extends EventName> = (tx: Tx, payload: DomainEvents[K]) => Promise<void>;

type Subscription = { handler: (payload: never, origin: boolean) => void | Promise<void>; originOnly: boolean };

/**
 * The in-process event bus. Handlers run in the order they subscribed, one after the other, on every
 * app server (caches, live streams) or, with `originOnly`, only where the event was emitted (work that
 * must be done once). A failing handler is logged and never fails the write that emitted the event.
 */
export function createBus({ log, transport }: { log: Logger; transport?: BusTransport }) {
  const subscriptions = new Map<EventName, Subscription[]>();
  const reactions = new Map<EventName, TransactionReaction<never>[]>();

  async function dispatch(message: EventMessage, origin: boolean): Promise<void> {
    for (const subscription of subscriptions.get(message.name) ?? []) {
      if (subscription.originOnly && !origin) continue;
      try {
        await subscription.handler(message.payload as never, origin);
      } catch (error) {
        log.error({ err: error, event: message.name }, 'event handler failed');
      }
    }
  }

  return {
    on<K extends EventName>(name: K, handler: EventHandler<K>, options: { originOnly?: boolean } = {}): () => void {
      const subscription: Subscription = {
        handler: handler as Subscription['handler'],
        originOnly: options.originOnly ?? false,
      };
      subscriptions.set(name, [...(subscriptions.get(name) ?? []), subscription]);
      return () => {
        subscriptions.set(
          name,
          (subscriptions.get(name) ?? []).filter((candidate) => candidate !== subscription),
        );
      };
    },

    /**
     * A module keeping a table of its own in step with another module's change, atomically: the
     * reaction runs in the transaction that announced the event (merged as it will be sent), before
     * the commit, on the server that made the change; if it fails, the change is rolled back. Its
     * writes are the module's own tables only.
     */
    inTransaction<K extends EventName>(name: K, reaction: TransactionReaction<K>): void {
      reactions.set(name, [...(reactions.get(name) ?? []), reaction as TransactionReaction<never>]);
    },

    /** The reactions to these events, in order (db/transaction.ts, before the commit). */
    async react(tx: Tx, messages: EventMessage[]): Promise<void> {
      for (const message of messages) {
        for (const reaction of reactions.get(message.name) ?? []) await reaction(tx, message.payload as never);
      }
    },

    /**
     * Runs this server's handlers, then tells the other servers. `confirm` waits until the other
     * servers have run theirs (a logout must be refused everywhere once it has answered).
     */
    async emit<K extends EventName>(name: K, payload: DomainEvents[K], options: { confirm?: boolean } = {}) {
      const message = { name, payload } as EventMessage;
      await dispatch(message, true);
      if (!transport) return;
      try {
        await transport.send(message, { confirm: options.confirm ?? false });
      } catch (error) {
        log.error({ err: error, event: name }, 'event not sent to the other app servers');
      }
    },

    async start(): Promise<void> {
      await transport?.start((message) => dispatch(message, false));
    },

    async close(): Promise<void> {
      await transport?.close();
      subscriptions.clear();
      reactions.clear();
    },
  };
}

export type Bus = ReturnType<typeof createBus>;
