import { addMissingToShoppingList } from '@glouton/core/api';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setShoppingListCount } from '../../../lib/storage';

/** The recipe's missing linked products go on the shopping list (those already there are not doubled). */
export function useAddMissingToShoppingList() {
  return useMutation({
    mutationFn: (recipeId: number) => callApi(addMissingToShoppingList, { params: { id: recipeId } }),
    // The list shows the new lines (and fewer suggestions); products carry `addedToListAt`.
    meta: { changes: ['shopping-list'] },
    // The server says the exact unchecked total: the footer badge takes it as is.
    onSuccess: (answer) => setShoppingListCount(answer.count),
  });
}
