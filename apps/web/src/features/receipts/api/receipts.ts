import { applyReceipt, getReceipt, listProducts, listReceipts, readReceipt } from '@glouton/core/api';
import type { ApplyReceiptBody, ApplyReceiptResponse, Receipt } from '@glouton/core/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { callApiWithPhoto } from '../../../lib/api-photo';
import { randomKey } from '../../../lib/random-key';
import { receiptKeys } from './keys';

/**
 * Sends a photo, a PDF or a text to be read; the server stores the receipt read (201). The key makes a
 * second send of the same file (an answer lost on the way, a queued receipt sent again) answer the first.
 */
export const sendReceipt = (file: Blob, idempotencyKey: string): Promise<Receipt> =>
  callApiWithPhoto(readReceipt, {}, file, { idempotencyKey });

export function receiptQueryOptions(id: number) {
  return queryOptions({
    queryKey: receiptKeys.detail(id),
    queryFn: ({ signal }) => callApi(getReceipt, { params: { id } }, { signal }),
  });
}

export const useReceipt = (id: number) => useQuery(receiptQueryOptions(id));

/** The household's receipts, newest first: the ones not added yet can be taken up again. */
export const useReceipts = () =>
  useQuery({ queryKey: receiptKeys.list(), queryFn: ({ signal }) => callApi(listReceipts, {}, { signal }) });

/** « Tout ajouter »: one key per screen, so a second tap or a retry after a lost answer adds nothing more. */
export function useApplyReceipt(id: number) {
  const queryClient = useQueryClient();
  // Kept across renders: the retry after an error (a new render) must send the same key.
  const [key] = useState(randomKey);
  return useMutation({
    mutationFn: (body: ApplyReceiptBody) => callApi(applyReceipt, { params: { id }, body }, { idempotencyKey: key }),
    meta: { changes: ['stock', 'products', 'shopping-list'] },
    onSuccess: (answer: ApplyReceiptResponse) => {
      queryClient.setQueryData(receiptKeys.detail(id), answer.receipt);
      void queryClient.invalidateQueries({ queryKey: receiptKeys.list() });
    },
  });
}

const SEARCH_LIMIT = 8;

/** The household's products whose name holds what was typed (two letters at least), for « Changer ». */
export function useProductSearch(search: string) {
  const typed = search.trim();
  return useQuery({
    queryKey: receiptKeys.productSearch(typed),
    queryFn: ({ signal }) =>
      callApi(listProducts, { query: { search: typed, order: 'match', limit: SEARCH_LIMIT, offset: 0 } }, { signal }),
    enabled: typed.length >= 2,
    select: (page) => page.items.map(({ id, name }) => ({ productId: id, name })),
  });
}
