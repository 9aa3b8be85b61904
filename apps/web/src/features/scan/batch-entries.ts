import type { DateKind } from '@glouton/core/domain';
import type { Product, StockEvent } from '@glouton/core/schemas';

/** One item saved during a batch, and how to take it back. */
export interface BatchEntry {
  id: number;
  productId: number;
  name: string;
  expiresOn: string | null;
  /** What the product's dates mean, to say the date in its words. */
  dateKind: DateKind;
  /** A unit added to a product the household had, or a product created by this scan. */
  undo: { kind: 'unit'; events: readonly StockEvent[] } | { kind: 'product' };
  status: 'saved' | 'undoing' | 'undone';
}

export type BatchDateChoice = '3-days' | '1-week' | '1-month' | 'pick' | 'none';

export const BATCH_DATE_CHOICES: readonly { value: BatchDateChoice; label: string }[] = [
  { value: '3-days', label: '+3 jours' },
  { value: '1-week', label: '+1 semaine' },
  { value: '1-month', label: '+1 mois' },
  { value: 'pick', label: 'Choisir…' },
  { value: 'none', label: 'Sans date' },
];

let nextId = 1;

export function unitEntry(product: Product, expiresOn: string | null, events: readonly StockEvent[]): BatchEntry {
  return {
    id: nextId++,
    productId: product.id,
    name: product.name,
    expiresOn,
    dateKind: product.dateKind,
    undo: { kind: 'unit', events },
    status: 'saved',
  };
}

export function productEntry(product: Product, expiresOn: string | null): BatchEntry {
  return {
    id: nextId++,
    productId: product.id,
    name: product.name,
    expiresOn,
    dateKind: product.dateKind,
    undo: { kind: 'product' },
    status: 'saved',
  };
}
