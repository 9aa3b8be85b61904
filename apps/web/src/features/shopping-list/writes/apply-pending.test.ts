import { describe, expect, it } from 'vitest';
import { createWriteQueue } from '../../../lib/writes/write-queue';
import { line } from '../testing/fake-shopping-list';
import { applyPendingWrites } from './apply-pending';
import type { ShoppingListWrite } from './list-writes';

const display = { label: 'Piles', categoryId: 7, imageUrl: null };

describe('the pending shopping-list writes', () => {
  it('points the writes on a line added offline at its real id once the server gave one', () => {
    const queue = createWriteQueue<ShoppingListWrite>();
    const tempId = queue.temporaryId();
    const add = queue.enqueue({ kind: 'add', tempId, productId: null, display, at: 'now', key: 'k1' });
    queue.enqueue({ kind: 'quantity', itemId: tempId, quantity: 2 });
    queue.complete(add.id, new Map([[tempId, 41]]));
    expect(queue.get()).toMatchObject([{ kind: 'quantity', itemId: 41, quantity: 2 }]);
  });

  it('drops the writes on a line whose add the server refused', () => {
    const queue = createWriteQueue<ShoppingListWrite>();
    const tempId = queue.temporaryId();
    const add = queue.enqueue({ kind: 'add', tempId, productId: null, display, at: 'now', key: 'k2' });
    queue.enqueue({ kind: 'check', itemId: tempId, expiresOn: null, at: 'now' });
    queue.enqueue({ kind: 'remove', itemId: 3 });
    queue.drop(add.id);
    expect(queue.get()).toMatchObject([{ kind: 'remove', itemId: 3 }]);
  });

  it('shows the list as it will be: a product added again raises its quantity, marked pending', () => {
    const milk = line({ id: 1, label: 'Lait', productId: 12 });
    const view = applyPendingWrites(
      [milk, line({ id: 2, label: 'Pain' })],
      [
        { id: 'a', kind: 'add', tempId: -1, productId: 12, display, at: 'now', key: 'k3' },
        { id: 'b', kind: 'check', itemId: 2, expiresOn: null, at: 'later' },
      ],
    );
    expect(view.items.map((item) => [item.label, item.quantity, item.checkedAt])).toEqual([
      ['Lait', 2, null],
      ['Pain', 1, 'later'],
    ]);
    expect([...view.pendingIds]).toEqual([1, 2]);
  });

  it('merges free text the way the server does: « lait » raises « Lait », « Crème » raises « creme »', () => {
    const text = (label: string) => ({ label, categoryId: 7, imageUrl: null });
    const view = applyPendingWrites(
      [
        line({ id: 1, label: 'Lait' }),
        line({ id: 2, label: 'creme', quantity: 3 }),
        line({ id: 3, label: 'Lait de coco' }),
      ],
      [
        { id: 'a', kind: 'add', tempId: -1, productId: null, display: text('  lait '), at: 'now', key: 'k4' },
        { id: 'b', kind: 'add', tempId: -2, productId: null, display: text('Crème'), at: 'now', key: 'k5' },
        { id: 'c', kind: 'add', tempId: -3, productId: null, display: text('Lait d’amande'), at: 'now', key: 'k6' },
      ],
    );
    expect(view.items.map((item) => [item.label, item.quantity])).toEqual([
      ['Lait', 2],
      ['creme', 4],
      ['Lait de coco', 1],
      ['Lait d’amande', 1],
    ]);
    expect([...view.pendingIds]).toEqual([1, 2, -3]);
  });
});
