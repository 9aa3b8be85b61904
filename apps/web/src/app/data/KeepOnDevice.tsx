import type { Query } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { persistQueryCache } from '../../lib/persisted-cache';
import { useSessionAccount } from './useSessionAccount';

/**
 * Screens worth having with no network: the household's products, recipes and shopping list, the
 * household itself (its members name who added a line), « Rappels » (today's digest) and the Bilans seen.
 */
const KEPT = new Set(['products', 'recipes', 'shopping-list', 'household', 'reminders', 'stats', 'plan']);
/** Not what the person typed in a search box a minute ago, nor the badge (its count is in storage). */
const LEFT_OUT = new Set(['product-search', 'count', 'recipe-choices']);

export function keptOnDevice(query: Query): boolean {
  const [root, part] = query.queryKey;
  return typeof root === 'string' && KEPT.has(root) && !(typeof part === 'string' && LEFT_OUT.has(part));
}

/**
 * Keeps the account's last known data on the device while someone is logged in (lib/persisted-cache),
 * and brings it back at start. The account, not the token: after an expired session the same person
 * logs in again and finds their data; a deliberate log-out deletes it (features/auth). A session the
 * device kept without its account learns it first (useSessionAccount).
 */
export default function KeepOnDevice() {
  const queryClient = useQueryClient();
  const account = useSessionAccount();
  useEffect(() => {
    if (!account) return;
    const persistence = persistQueryCache(queryClient, { account, keep: keptOnDevice });
    return () => persistence.stop();
  }, [queryClient, account]);
  return null;
}
