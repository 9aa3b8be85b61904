import type { MissingToShoppingListResponse } from '@glouton/core/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setShoppingListCount } from '../../../lib/storage';
import { invalidateProducts } from '../../products/api/query-keys';
import { shoppingListKeys } from '../../shopping-list/api/keys';

/** The recipe's missing linked products go on the shopping list (those already there are not doubled). */
export function addMissingToShoppingList(recipeId: number): Promise<MissingToShoppingListResponse> {
  return apiRequest<MissingToShoppingListResponse>(`/recipes/${recipeId}/missing-to-shopping-list`, {
    method: 'POST',
  });
}

export function useAddMissingToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMissingToShoppingList,
    onSuccess: (answer) => {
      // The server says the exact unchecked total: the footer badge takes it as is (the count query is
      // not refetched, the answer just gave it).
      setShoppingListCount(answer.count);
      // The list screen shows the new lines (and fewer suggestions); products carry `addedToListAt`.
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.items() });
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.suggestions() });
      void invalidateProducts(queryClient);
    },
  });
}
