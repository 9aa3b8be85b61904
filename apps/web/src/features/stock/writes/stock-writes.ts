import type { QueuedWrite } from '../../../lib/writes/write-queue';

/**
 * A cupboard change not yet confirmed by the server, queued with the shopping list's (lib/writes) so
 * that a unit eaten, thrown away or added with no network is sent later, in order. Each carries the
 * `Idempotency-Key` it is sent with: a retry after a lost answer never adds or removes twice.
 */
export type StockWrite =
  | {
      id: string;
      kind: 'stock-add';
      productId: number;
      expiresOn: string | null;
      count: number;
      /**
       * Each unit's price in cents (decision 0070); absent from writes queued before prices, and when
       * none was typed.
       */
      priceCents?: number | null;
      /** The units shown until the server answers (negative ids). */
      tempIds: number[];
      at: string;
      key: string;
    }
  | {
      id: string;
      kind: 'stock-consume' | 'stock-discard';
      productId: number;
      itemId: number;
      at: string;
      key: string;
    }
  /** A unit dated later (a shop-mode tick has none): no stock event, undone by the previous date. */
  | { id: string; kind: 'stock-date'; productId: number; itemId: number; expiresOn: string | null }
  /** Into a freezer, or out of it (decision 0062): a stock event each, so a key. */
  | { id: string; kind: 'stock-freeze' | 'stock-thaw'; productId: number; itemId: number; key: string }
  /** A unit moved to another place (no stock event), undone by moving it back. */
  | { id: string; kind: 'stock-move'; productId: number; itemId: number; placeId: number }
  /** « Annuler » on a change already sent: takes back the events it wrote. */
  | { id: string; kind: 'stock-undo'; productId: number; eventIds: number[] };

const KINDS: ReadonlySet<string> = new Set<StockWrite['kind']>([
  'stock-add',
  'stock-consume',
  'stock-discard',
  'stock-date',
  'stock-freeze',
  'stock-thaw',
  'stock-move',
  'stock-undo',
]);

export const isStockWrite = (write: QueuedWrite): write is StockWrite => KINDS.has(write.kind);
