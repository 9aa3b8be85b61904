import type { QueuedWrite } from '../../../lib/writes/write-queue';

/** What a line looks like before the server has answered (for a line added while offline). */
export interface LineDisplay {
  label: string;
  categoryId: number;
  imageUrl: string | null;
}

/**
 * A shopping-list change not yet confirmed by the server (lib/writes keeps them in order, per account).
 * An add carries the `Idempotency-Key` it is sent with, every time: a retry after a lost answer never
 * adds twice. The kinds keep their first names: writes queued by an earlier version are still sent.
 */
export type ShoppingListWrite =
  | {
      id: string;
      kind: 'add';
      tempId: number;
      productId: number | null;
      display: LineDisplay;
      at: string;
      key: string;
    }
  | { id: string; kind: 'quantity'; itemId: number; quantity: number }
  /** `expiresOn` absent: no date asked (shop mode, the sheet closed), the units' date to check (0072). */
  | { id: string; kind: 'check'; itemId: number; expiresOn?: string | null; at: string }
  | { id: string; kind: 'uncheck'; itemId: number }
  | { id: string; kind: 'remove'; itemId: number }
  | { id: string; kind: 'clear' };

const KINDS: ReadonlySet<string> = new Set<ShoppingListWrite['kind']>([
  'add',
  'quantity',
  'check',
  'uncheck',
  'remove',
  'clear',
]);

export const isShoppingListWrite = (write: QueuedWrite): write is ShoppingListWrite => KINDS.has(write.kind);
