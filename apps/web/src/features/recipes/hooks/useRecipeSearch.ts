import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of /recipes. The debounced term is kept in the URL (`?search=`), so coming back from a
 * recipe finds the list as it was left; typing does not rewrite history at every key.
 */
export function useRecipeSearch() {
  const [params, setParams] = useSearchParams();
  const [input, setInput] = useState(() => params.get('search') ?? '');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced term should touch the URL
  useEffect(() => {
    if ((params.get('search') ?? '') === search) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search]);

  return { input, setInput, search: search || undefined };
}
