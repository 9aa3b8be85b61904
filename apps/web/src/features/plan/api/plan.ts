import {
  addPlanShopping,
  cookPlanSlot,
  deletePlanSlot,
  getPlan,
  listRecipes,
  movePlanSlot,
  proposePlan,
  putPlanSlot,
  undoPlanShopping,
} from '@glouton/core/api';
import type { CookRecipeBody, PlanMeal, PlanWeek, PutPlanSlotBody } from '@glouton/core/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { planKeys } from './keys';

export type SlotRef = { date: string; meal: PlanMeal };

export const planWeekQueryOptions = (week: string) =>
  queryOptions({
    queryKey: planKeys.week(week),
    queryFn: ({ signal }) => callApi(getPlan, { query: { week } }, { signal }),
  });

/**
 * The week on screen. Not the previous week's data while the next is asked: its days under the new
 * week's heading would be taken for it (and offline, with the next week never loaded, stay there).
 */
export const usePlanWeek = (week: string) => useQuery(planWeekQueryOptions(week));

/** The recipes a slot may take, by name, the most cookable first (the server's order). */
export const useRecipeChoices = (search: string) =>
  useQuery({
    queryKey: planKeys.recipeChoices(search),
    queryFn: ({ signal }) =>
      callApi(listRecipes, { query: { search: search || undefined, limit: 20, offset: 0 } }, { signal }),
    placeholderData: keepPreviousData,
  });

// Every write answers the week it touched: it is shown at once, the refresh map does the rest.
const showWeek = (queryClient: QueryClient, week: PlanWeek) =>
  void queryClient.setQueryData(planKeys.week(week.week), week);

export function usePutSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, body }: { slot: SlotRef; body: PutPlanSlotBody }) =>
      callApi(putPlanSlot, { params: slot, body }),
    meta: { changes: ['plan'] },
    onSuccess: (week) => showWeek(queryClient, week),
  });
}

export function useEmptySlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: SlotRef) => callApi(deletePlanSlot, { params: slot }),
    meta: { changes: ['plan'] },
    onSuccess: (week) => showWeek(queryClient, week),
  });
}

export function useMoveSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: SlotRef; to: SlotRef }) => callApi(movePlanSlot, { body }),
    meta: { changes: ['plan'] },
    onSuccess: (week) => showWeek(queryClient, week),
  });
}

/** « Proposer ma semaine »: the answer carries each proposed slot's reason. */
export function useProposeWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { week: string; slots: SlotRef[] }) =>
      callApi(proposePlan, { body }, { idempotencyKey: randomKey() }),
    meta: { changes: ['plan'] },
    onSuccess: (week) => showWeek(queryClient, week),
  });
}

/** « Ajouter les courses de la semaine ». */
export const useAddWeekShopping = () =>
  useMutation({
    mutationFn: (body: { from: string; to: string }) =>
      callApi(addPlanShopping, { body }, { idempotencyKey: randomKey() }),
    meta: { changes: ['shopping-list'] },
  });

export const useUndoWeekShopping = () =>
  useMutation({
    mutationFn: (runId: number) => callApi(undoPlanShopping, { params: { runId } }),
    meta: { changes: ['shopping-list'] },
  });

/**
 * « J'ai cuisiné » from a slot (decision 0054), as the recipe's cook sheet sends it (the route hands it
 * over): the recipe's cook and the meal marked « Cuisiné », one request; refused when the slot no longer
 * holds that recipe. The cook sheet's mutation refreshes the cupboard and the plan.
 */
export const cookSlot =
  (slot: SlotRef) =>
  ({ recipeId, body }: { recipeId: number; body: CookRecipeBody }, idempotencyKey: string) =>
    callApi(cookPlanSlot, { params: slot, body: { ...body, recipeId } }, { idempotencyKey });
