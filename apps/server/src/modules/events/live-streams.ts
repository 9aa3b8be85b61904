import { isIPv6 } from 'node:net';
import type { HouseholdEvent } from '@glouton/core/schemas';
import type { Bus } from '../../bus/bus.js';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';

/** Streams one session may hold open (a few tabs or devices sharing a login), and one household. */
export const STREAMS_PER_SESSION = 5;
export const STREAMS_PER_HOUSEHOLD = 50;

/**
 * An open stream: where its events go, and how to end it. `address` is the client's (behind
 * `TRUST_PROXY`, the address the proxy saw, not the proxy's).
 */
export type Stream = {
  householdId: number;
  sessionId: number;
  address: string;
  send(event: HouseholdEvent): void;
  end(): void;
};

/**
 * Whose streams an address counts among: an IPv4 address itself, an IPv6 address's /64 — one home or one
 * phone's network is given a whole /64, and counting each of its addresses apart would let one machine
 * take every slot (decision 0061).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const tooMany = (message: string) => new AppError('too-many-streams', 429, message, undefined, { 'retry-after': '30' });

/**
 * The open event streams of this app server, fed by the bus: every domain change of a household, made
 * on this server or another one, becomes the event its screens refresh from. The list's count is read
 * here, after the list's own cache has forgotten the old one. Streams are bounded (per session, per
 * household, per client address, per server: each holds a socket, and open files are limited) and end
 * with their session. A full server makes room for a household by ending the newest stream of the
 * household holding the most: one household's streams never refuse another's (decision 0061).
 */
export function createLiveStreams({
  bus,
  clock,
  countUnchecked,
  maxStreams,
  maxPerAddress,
}: {
  bus: Bus;
  clock: Clock;
  countUnchecked(householdId: number): Promise<number>;
  /** This server's ceiling (`LIVE_STREAMS_MAX`). */
  maxStreams: number;
  /** One client address's ceiling (`LIVE_STREAMS_PER_ADDRESS`): a few accounts on one machine cannot fill the server. */
  maxPerAddress: number;
}) {
  const byHousehold = new Map<number, Set<Stream>>();
  const bySession = new Map<number, Set<Stream>>();
  const byAddress = new Map<string, Set<Stream>>();
  /** How each open stream leaves the counts: once, whether its socket closed or room was made. */
  const closers = new Map<Stream, () => void>();
  let open = 0;
  const at = () => clock.now().toISOString();

  function publish(householdId: number, event: () => HouseholdEvent) {
    const streams = byHousehold.get(householdId);
    if (!streams) return;
    const built = event();
    for (const stream of streams) stream.send(built);
  }

  const add = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) =>
    map.set(key, (map.get(key) ?? new Set<Stream>()).add(stream));
  const remove = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) => {
    const set = map.get(key);
    set?.delete(stream);
    if (set?.size === 0) map.delete(key);
  };

  bus.on('shopping-list.changed', async ({ householdId }) => {
    if (!byHousehold.has(householdId)) return;
    const count = await countUnchecked(householdId);
    publish(householdId, () => ({ type: 'shopping-list-changed', count, at: at() }));
  });
  bus.on('stock.changed', ({ householdId, productIds }) =>
    publish(householdId, () => ({ type: 'stock-changed', productIds, at: at() })),
  );
  bus.on('product.changed', ({ householdId, productIds }) =>
    publish(householdId, () => ({ type: 'products-changed', productIds, at: at() })),
  );
  bus.on('product.deleted', ({ householdId, productId }) =>
    publish(householdId, () => ({ type: 'products-changed', productIds: [productId], at: at() })),
  );
  bus.on('recipe.changed', ({ householdId, recipeIds }) =>
    publish(householdId, () => ({ type: 'recipes-changed', recipeIds, at: at() })),
  );
  for (const name of ['member.renamed', 'member.deleted'] as const)
    bus.on(name, ({ householdId }) => publish(householdId, () => ({ type: 'household-changed', at: at() })));
  bus.on('plan.changed', ({ householdId }) => publish(householdId, () => ({ type: 'plan-changed', at: at() })));
  bus.on('household.changed', ({ householdId }) =>
    publish(householdId, () => ({ type: 'household-changed', at: at() })),
  );
  // A person changed household: their streams of the old one end (their screens reconnect on the new
  // one, with a new ticket), and both households' screens show the members again.
  bus.on('household.member-moved', ({ fromHouseholdId, toHouseholdId, sessionIds }) => {
    for (const sessionId of sessionIds) {
      for (const stream of [...(bySession.get(sessionId) ?? [])]) {
        if (stream.householdId !== toHouseholdId) stream.end();
      }
    }
    publish(fromHouseholdId, () => ({ type: 'household-changed', at: at() }));
    publish(toHouseholdId, () => ({ type: 'household-changed', at: at() }));
  });
  // A logout (on any server) ends that session's streams here too.
  bus.on('session.ended', ({ sessionIds }) => {
    for (const sessionId of sessionIds) for (const stream of [...(bySession.get(sessionId) ?? [])]) stream.end();
  });

  /**
   * On a full server, the newest stream of the household holding the most, if it holds at least two more
   * than `householdId` does: ending it leaves that household at least as many as this one will hold.
   * None when this household already holds its even share: then its own streams are what refuses it.
   */
  function roomFor(householdId: number): Stream | null {
    const own = byHousehold.get(householdId)?.size ?? 0;
    let largest: Set<Stream> | undefined;
    for (const [holder, streams] of byHousehold) {
      if (holder !== householdId && streams.size > (largest?.size ?? 0)) largest = streams;
    }
    if (!largest || largest.size < own + 2) return null;
    return [...largest].at(-1) ?? null;
  }

  return {
    /**
     * Makes room for one more stream, or answers why not: 429 for this session, household or client
     * address (they already hold their share); on a full server, the newest stream of the household
     * holding the most ends to make room, and 503 answers only a household holding as many as any other.
     */
    admit(householdId: number, sessionId: number, address: string): void {
      if ((bySession.get(sessionId)?.size ?? 0) >= STREAMS_PER_SESSION) {
        throw tooMany(`Trop de connexions en direct ouvertes pour cette session (${STREAMS_PER_SESSION} au plus).`);
      }
      if ((byHousehold.get(householdId)?.size ?? 0) >= STREAMS_PER_HOUSEHOLD) {
        throw tooMany(`Trop de connexions en direct ouvertes pour ce foyer (${STREAMS_PER_HOUSEHOLD} au plus).`);
      }
      if ((byAddress.get(addressKey(address))?.size ?? 0) >= maxPerAddress) {
        throw tooMany(`Trop de connexions en direct ouvertes depuis cette adresse (${maxPerAddress} au plus).`);
      }
      if (open < maxStreams) return;
      const evicted = roomFor(householdId);
      if (!evicted) {
        throw new AppError(
          'server-busy',
          503,
          'Le serveur a trop de connexions en direct ouvertes : nouvel essai dans un instant.',
          undefined,
          { 'retry-after': '30' },
        );
      }
      // Its screen reconnects after a moment, and is refused if its household still holds the most.
      closers.get(evicted)?.();
      evicted.end();
    },

    /** Receives the household's events until `close` (or the session's end, which calls `stream.end`). */
    register(stream: Stream): { close(): void } {
      const address = addressKey(stream.address);
      add(byHousehold, stream.householdId, stream);
      add(bySession, stream.sessionId, stream);
      add(byAddress, address, stream);
      open += 1;
      const close = () => {
        if (!closers.delete(stream)) return;
        remove(byHousehold, stream.householdId, stream);
        remove(bySession, stream.sessionId, stream);
        remove(byAddress, address, stream);
        open -= 1;
      };
      closers.set(stream, close);
      return { close };
    },

    /** The event every (re)connection starts with: the current count resynchronises the badge. */
    async currentCount(householdId: number): Promise<HouseholdEvent> {
      return { type: 'shopping-list-changed', count: await countUnchecked(householdId), at: at() };
    },

    /** How many streams this server holds (tests, and the logs). */
    openCount: () => open,
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
