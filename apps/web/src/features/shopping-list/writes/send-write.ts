import {
  addShoppingListItem,
  checkShoppingListItem,
  clearCheckedShoppingList,
  removeShoppingListItem,
  uncheckShoppingListItem,
  updateShoppingListItem,
} from '@glouton/core/api';
import type { ShoppingListItem } from '@glouton/core/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { reasonOf, type SentWrite, type WriteHandler } from '../../../lib/writes/write-runner';
import { shoppingListKeys } from '../api/keys';
import type { ShoppingListWrite } from './list-writes';

/** What the server answered: the line as it now is, or nothing (removed, cleared). */
interface ListAnswer {
  item: ShoppingListItem | null;
  /** A check or its undo changed the product's stock. */
  stockChanged: boolean;
}

/** `token`: the session of the account whose queue this is (never another one's). */
async function sendListWrite(write: ShoppingListWrite, token: string): Promise<ListAnswer> {
  const options = { token };
  switch (write.kind) {
    case 'add': {
      const body =
        write.productId === null
          ? { label: write.display.label, categoryId: write.display.categoryId }
          : { productId: write.productId };
      const item = await callApi(addShoppingListItem, { body }, { ...options, idempotencyKey: write.key });
      return { item, stockChanged: false };
    }
    case 'quantity': {
      const input = { params: { itemId: write.itemId }, body: { quantity: write.quantity } };
      return { item: await callApi(updateShoppingListItem, input, options), stockChanged: false };
    }
    case 'check': {
      // Absent stays absent: the server flags those units « date à vérifier » (decision 0072).
      const body = write.expiresOn === undefined ? {} : { expiresOn: write.expiresOn };
      const input = { params: { itemId: write.itemId }, body };
      const answer = await callApi(checkShoppingListItem, input, options);
      return { item: answer.item, stockChanged: answer.product !== null };
    }
    case 'uncheck': {
      const answer = await callApi(uncheckShoppingListItem, { params: { itemId: write.itemId } }, options);
      return { item: answer.item, stockChanged: answer.product !== null };
    }
    case 'remove':
      await callApi(removeShoppingListItem, { params: { itemId: write.itemId } }, options);
      return { item: null, stockChanged: false };
    case 'clear':
      await callApi(clearCheckedShoppingList, {}, options);
      return { item: null, stockChanged: false };
  }
}

/** The list as the server now has it, after one write's answer. */
function listAfter(items: ShoppingListItem[], write: ShoppingListWrite, item: ShoppingListItem | null) {
  if (write.kind === 'clear') return items.filter((line) => line.checkedAt === null);
  if (write.kind === 'remove') return items.filter((line) => line.id !== write.itemId);
  if (!item) return items;
  return items.some((line) => line.id === item.id)
    ? items.map((line) => (line.id === item.id ? item : line))
    : [...items, item];
}

/** Sends the shopping list's writes (lib/writes runs them in order with the other features'). */
export function shoppingListWriteHandler(queryClient: QueryClient): WriteHandler {
  return {
    async send(queued, token): Promise<SentWrite> {
      const write = queued as ShoppingListWrite;
      const { item, stockChanged } = await sendListWrite(write, token);
      return {
        changes: stockChanged ? ['shopping-list', 'stock'] : ['shopping-list'],
        apply: () =>
          queryClient.setQueryData<ShoppingListItem[]>(shoppingListKeys.items(), (items = []) =>
            listAfter(items, write, item),
          ),
        ...(write.kind === 'add' && item && { ids: new Map([[write.tempId, item.id]]) }),
        answer: item,
      };
    },
    refused: (_write, error) =>
      `Une modification de la liste de courses a été refusée et annulée\u00a0: ${reasonOf(error)}`,
    afterRefused: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.items() }),
  };
}
