import type { Receipt, ReceiptLineView } from '@glouton/core/schemas';

// A receipt as the server answers it, for the screens' tests: three articles (one matched, one with
// suggestions only, one weighed and new) and a discount.

const line = (
  over: Partial<ReceiptLineView> & Pick<ReceiptLineView, 'index' | 'text' | 'amountCents'>,
): ReceiptLineView => ({
  quantity: 1,
  unitPriceCents: over.amountCents,
  weightGrams: null,
  kind: 'item',
  match: null,
  suggestions: [],
  newProduct: null,
  applied: null,
  corrected: null,
  ...over,
});

export function receiptFixture(over: Partial<Receipt> = {}): Receipt {
  return {
    id: 7,
    store: 'Carrefour',
    purchasedOn: '2025-06-09',
    totalCents: 657,
    source: 'photo',
    createdAt: '2025-06-10T08:00:00.000Z',
    appliedAt: null,
    lines: [
      line({
        index: 0,
        text: 'LAIT 1/2 ECR UHT 1L',
        quantity: 2,
        unitPriceCents: 125,
        amountCents: 250,
        match: { productId: 11, name: 'Lait demi-écrémé', confidence: 1 },
      }),
      line({
        index: 1,
        text: 'YAOURT NAT X4',
        amountCents: 189,
        suggestions: [
          { productId: 12, name: 'Yaourts nature' },
          { productId: 13, name: 'Yaourts à la grecque' },
        ],
        newProduct: { name: 'Yaourt nat x4', categoryId: 2 },
      }),
      line({
        index: 2,
        text: 'TOMATES GRAPPE',
        unitPriceCents: 399,
        amountCents: 268,
        weightGrams: 672,
        newProduct: { name: 'Tomates grappe', categoryId: 1 },
      }),
      line({ index: 3, text: 'REMISE FIDELITE', amountCents: -50, kind: 'discount' }),
    ],
    sumCheck: { itemsCents: 707, discountsCents: -50, totalCents: 657, ok: true, totalRead: null },
    ...over,
  };
}
