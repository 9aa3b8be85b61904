import { DEFAULT_CATEGORY_ID } from '@glouton/core/domain';
import type { ApplyReceiptBody, Receipt, ReceiptLineView } from '@glouton/core/schemas';

// What the review screen will add, line by line, before « Tout ajouter » (decision 0071): taken from the
// server's reading (its match, else the new product it proposes), changed only by the person's taps.
// Discounts, deposits and other lines are shown but never become units.

export type LineChoice =
  | { kind: 'product'; productId: number; name: string }
  | { kind: 'new'; name: string; categoryId: number }
  | { kind: 'skip' };

export interface LineDraft {
  choice: LineChoice;
  units: number;
  /** The date chosen for its units; null: « date à vérifier » once in the cupboard. */
  expiresOn: string | null;
}

export type Drafts = ReadonlyMap<number, LineDraft>;

/** The articles only: what may go to the cupboard. */
export const articleLines = (receipt: Receipt) => receipt.lines.filter((line) => line.kind === 'item');

function proposedChoice(line: ReceiptLineView): LineChoice {
  if (line.match) return { kind: 'product', productId: line.match.productId, name: line.match.name };
  if (line.newProduct) return { kind: 'new', ...line.newProduct };
  return { kind: 'new', name: line.text, categoryId: DEFAULT_CATEGORY_ID };
}

/** Each article as the server proposes it: its match or a new product, its quantity (1 for a weighed line). */
export function initialDrafts(receipt: Receipt): Drafts {
  return new Map(
    articleLines(receipt).map((line) => [
      line.index,
      { choice: proposedChoice(line), units: Math.max(1, line.quantity), expiresOn: null },
    ]),
  );
}

export function withDraft(drafts: Drafts, index: number, change: Partial<LineDraft>): Drafts {
  const current = drafts.get(index);
  if (!current) return drafts;
  return new Map(drafts).set(index, { ...current, ...change });
}

/** The apply's body: every line not left out, to its product or a new one, with its units and date. */
export function applyBody(drafts: Drafts): ApplyReceiptBody {
  const lines: ApplyReceiptBody['lines'] = [];
  for (const [index, { choice, units, expiresOn }] of drafts) {
    if (choice.kind === 'skip') continue;
    const target =
      choice.kind === 'product'
        ? { productId: choice.productId }
        : { newProduct: { name: choice.name.trim(), categoryId: choice.categoryId } };
    lines.push({ index, ...target, units, ...(expiresOn && { expiresOn }) });
  }
  return { lines };
}

/** How many units « Tout ajouter » puts in the cupboard. */
export const unitsToAdd = (drafts: Drafts) =>
  [...drafts.values()].reduce((sum, draft) => sum + (draft.choice.kind === 'skip' ? 0 : draft.units), 0);

export type SumVerdict =
  | { kind: 'checked'; totalCents: number }
  | { kind: 'no-total'; readCents: number }
  | { kind: 'mismatch'; readCents: number; totalCents: number }
  | { kind: 'no-article' }
  | { kind: 'unchecked' };

/** What the screen says of the total: checked only when the server says the lines add up (`sumCheck.ok`). */
export function sumVerdict({ sumCheck, lines }: Receipt): SumVerdict {
  const readCents = sumCheck.itemsCents + sumCheck.discountsCents;
  if (sumCheck.ok && sumCheck.totalCents !== null) return { kind: 'checked', totalCents: sumCheck.totalCents };
  if (sumCheck.totalCents === null) return { kind: 'no-total', readCents };
  if (readCents !== sumCheck.totalCents) return { kind: 'mismatch', readCents, totalCents: sumCheck.totalCents };
  return lines.some((line) => line.kind === 'item') ? { kind: 'unchecked' } : { kind: 'no-article' };
}
