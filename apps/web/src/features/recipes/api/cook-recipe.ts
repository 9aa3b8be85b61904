import { cookRecipe, getCookPlan, undoCookRecipe } from '@glouton/core/api';
import type { CookRecipeBody, CookRecipeResponse, Recipe } from '@glouton/core/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { recipeKeys } from './keys';

export interface CookInput {
  recipeId: number;
  body: CookRecipeBody;
}

/**
 * How a cook is sent: by default the recipe's own « J'ai cuisiné »; the week plan gives its own, which
 * names its meal (the route composes them: this feature knows no plan). The same answer either way.
 */
export type SendCook = (input: CookInput, idempotencyKey: string) => Promise<CookRecipeResponse>;

const cookTheRecipe: SendCook = ({ recipeId, body }, idempotencyKey) =>
  callApi(cookRecipe, { params: { id: recipeId }, body }, { idempotencyKey });

export interface UndoCookInput {
  recipeId: number;
  /** The `consumed` and `opened` events the cook wrote: one undo takes them all back. */
  eventIds: number[];
}

// The page shows the answer at once; the app refreshes the rest (every recipe's availability and the
// products' units moved) without the toast waiting for it.
const showRecipe = (queryClient: QueryClient, recipe: Recipe) =>
  void queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);

/** What « J'ai cuisiné » would use at these servings, unit by unit (null: the recipe says none). */
export function useCookPlan(recipeId: number, servings: number | null, enabled: boolean) {
  return useQuery({
    queryKey: recipeKeys.cookPlan(recipeId, servings),
    queryFn: ({ signal }) =>
      callApi(getCookPlan, { params: { id: recipeId }, query: servings === null ? {} : { servings } }, { signal }),
    enabled,
    // Each opening of the sheet shows the cupboard as it is now.
    staleTime: 0,
  });
}

/**
 * « J'ai cuisiné » (decision 0045): the units chosen are finished (they leave the cupboard) or opened
 * (they stay, *entamé*). One key per cook: a retry after a lost answer does not cook twice.
 */
export function useCookRecipe(send: SendCook = cookTheRecipe) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CookInput) => send(input, randomKey()),
    // A cook from the week plan marks its meal « Cuisiné ».
    meta: { changes: ['stock', 'plan'] },
    onSuccess: (answer) => showRecipe(queryClient, answer.recipe),
  });
}

/** Puts the units back as they were: finished ones return, opened ones are sealed again. */
export function useUndoCookRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, eventIds }: UndoCookInput) =>
      callApi(undoCookRecipe, { params: { id: recipeId }, body: { eventIds } }),
    meta: { changes: ['stock', 'plan'] },
    onSuccess: (answer) => showRecipe(queryClient, answer.recipe),
  });
}
