import type { ApplyReceiptResponse, Receipt } from '@glouton/core/schemas';
import { describe, expect, it } from 'vitest';
import { useLiveTestApp } from '../../test/live-app.js';
import { createCustom } from '../../test/products.js';
import { registerUser } from '../../test/test-app.js';

const t = useLiveTestApp();

describe('a receipt applied reaches the household’s open screens', () => {
  it('announces the units, the new product and the list’s ticked line', async () => {
    const { headers } = await registerUser(t.app);
    const butter = await createCustom(t.app, headers, { name: 'Beurre doux', categoryId: 2 });
    await t.app.inject({
      method: 'POST',
      url: '/api/products/shopping-list',
      headers,
      payload: { productId: butter.id },
    });
    const text = [
      'CARREFOUR',
      'BEURRE DOUX 250G        2,59',
      'CAFE MOULU 250G         3,49',
      'TOTAL A PAYER           6,08',
    ];
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/receipts',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: text.join('\n'),
    });
    expect(read.statusCode, read.body).toBe(201);
    const { id } = read.json() as Receipt;

    const stream = await t.stream(headers);
    try {
      expect((await stream.nextEvent()).count).toBe(1);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/receipts/${id}/apply`,
        headers,
        payload: {
          lines: [
            { index: 0, productId: butter.id, units: 1 },
            { index: 1, newProduct: { name: 'Café moulu', categoryId: 6 }, units: 1 },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const coffee = (response.json() as ApplyReceiptResponse).receipt.lines[1]?.applied?.productId;
      const seen = await stream.collect(['products-changed', 'stock-changed', 'shopping-list-changed']);
      expect(seen('products-changed').productIds).toEqual([coffee]);
      expect(seen('stock-changed').productIds.sort()).toEqual([butter.id, coffee].sort());
      expect(seen('shopping-list-changed').count).toBe(0);
    } finally {
      stream.close();
    }
  });
});
