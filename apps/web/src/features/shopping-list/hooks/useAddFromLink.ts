import type { Product } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/Toast';
import { ApiError } from '../../../lib/api-client';
import { ADD_TO_LIST_PARAM, productIdsToAdd } from '../../../lib/notification-links';
import { setShoppingListCount } from '../../../lib/storage';
import { fetchShoppingListCount } from '../api/count';
import { setProductOnList } from '../api/product-on-list';

type Added = { added: Product[]; gone: number; failed: number };

/** Puts each product on the list (idempotent: one already there stays as it is), then reads the count. */
async function addProducts(productIds: number[]): Promise<Added> {
  const results = await Promise.allSettled(productIds.map((id) => setProductOnList(id, true)));
  const added = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  const gone = reasons.filter((reason) => reason instanceof ApiError && reason.code === 'not-found').length;
  if (added.length === 0 && gone === 0) throw reasons[0];
  // The badge says the server's count, whatever was already on the list.
  await fetchShoppingListCount().then(setShoppingListCount, () => undefined);
  return { added, gone, failed: reasons.length - gone };
}

function saidOf({ added, gone, failed }: Added): string {
  const names = added.map((product) => product.name);
  const onList =
    names.length === 0
      ? ''
      : names.length === 1
        ? `${names[0]} est sur la liste de courses.`
        : names.length === 2
          ? `${names[0]} et ${names[1]} sont sur la liste de courses.`
          : `${names.length} produits sont sur la liste de courses.`;
  const missing = gone === 0 ? '' : gone === 1 ? ' Un produit n’existe plus.' : ` ${gone} produits n’existent plus.`;
  const notAdded =
    failed === 0
      ? ''
      : ` ${failed} n’${failed === 1 ? 'a' : 'ont'} pas pu être ajouté${failed === 1 ? '' : 's'}\u00a0: réessayez.`;
  return `${onList}${missing}${notAdded}`.trim();
}

/**
 * `?ajouter=12,15`, which a notification's « Ajouter à la liste » opens: puts those products on the list
 * with this session, once — the parameter leaves the address at once, so a reload or « Retour » does not
 * add them again — and says what happened.
 */
export function useAddFromLink(): void {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const raw = params.get(ADD_TO_LIST_PARAM);
  const handled = useRef<string | null>(null);
  const { mutate } = useMutation({ mutationFn: addProducts, meta: { changes: ['shopping-list'] } });

  useEffect(() => {
    if (raw === null || handled.current === raw) return;
    handled.current = raw;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_TO_LIST_PARAM);
        return next;
      },
      { replace: true },
    );
    const productIds = productIdsToAdd(raw);
    if (productIds.length === 0) return;
    mutate(productIds, {
      onSuccess: (result) => toast.show({ message: saidOf(result) }),
      onError: (error) =>
        toast.show({
          message:
            error instanceof ApiError && error.status === 0
              ? 'Pas de réseau\u00a0: les produits de la notification n’ont pas été ajoutés. Réessayez depuis la notification.'
              : 'Les produits de la notification n’ont pas pu être ajoutés à la liste. Réessayez.',
        }),
    });
  }, [raw, setParams, mutate, toast]);
}
