import { describe, expect, it } from 'vitest';
import { line } from '../testing/fake-shopping-list';
import { applyPendingWrites } from './apply-pending';
import { completeWrite, dropWrite, enqueueWrite, getPendingWrites, temporaryId } from './pending-writes';

const display = { label: 'Piles', categoryId: 7, imageUrl: null };

describe('the pending shopping-list writes', () => {
  it('points the writes on a line added offline at its real id once the server gave one', () => {
    const tempId = temporaryId();
    const add = enqueueWrite({ kind: 'add', tempId, productId: null, display, at: 'now' });
    enqueueWrite({ kind: 'quantity', itemId: tempId, quantity: 2 });
    completeWrite(add.id, 41);
    expect(getPendingWrites()).toMatchObject([{ kind: 'quantity', itemId: 41, quantity: 2 }]);
  });

  it('drops the writes on a line whose add the server refused', () => {
    const tempId = temporaryId();
    const add = enqueueWrite({ kind: 'add', tempId, productId: null, display, at: 'now' });
    enqueueWrite({ kind: 'check', itemId: tempId, expiresOn: null, at: 'now' });
    enqueueWrite({ kind: 'remove', itemId: 3 });
    dropWrite(add.id);
    expect(getPendingWrites()).toMatchObject([{ kind: 'remove', itemId: 3 }]);
  });

  it('shows the list as it will be: a product added again raises its quantity, marked pending', () => {
    const milk = line({ id: 1, label: 'Lait', productId: 12 });
    const view = applyPendingWrites(
      [milk, line({ id: 2, label: 'Pain' })],
      [
        { id: 'a', kind: 'add', tempId: -1, productId: 12, display, at: 'now' },
        { id: 'b', kind: 'check', itemId: 2, expiresOn: null, at: 'later' },
      ],
    );
    expect(view.items.map((item) => [item.label, item.quantity, item.checkedAt])).toEqual([
      ['Lait', 2, null],
      ['Pain', 1, 'later'],
    ]);
    expect([...view.pendingIds]).toEqual([1, 2]);
  });
});
