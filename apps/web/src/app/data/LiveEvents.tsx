import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeOfEvent, LIVE_CHANGES } from '../../lib/changes';
import { countOf, openLiveEvents } from '../../lib/live-events';
import { setShoppingListCount } from '../../lib/storage';
import { refreshAfter } from './refresh';

/**
 * Mounted by the shell for a logged-in person only, as its own lazy chunk: another device's change
 * (list, cupboard, products, recipes) refreshes what shows it here within a second, through the same
 * map as this device's own changes; the footer badge follows the server's count. A stream that was
 * lost and opens again refreshes everything another device can change: its events meanwhile were
 * missed (among them, being removed from the household, whose stream ends with the move).
 */
export default function LiveEvents() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openLiveEvents(
        (type, data) => {
          const change = changeOfEvent(type);
          if (!change) return;
          if (change === 'shopping-list') {
            const count = countOf(data);
            if (count !== null) setShoppingListCount(count);
          }
          void refreshAfter(queryClient, [change]);
        },
        () => void refreshAfter(queryClient, LIVE_CHANGES),
      ),
    [queryClient],
  );
  return null;
}
