import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changeOfEvent, LIVE_CHANGES } from '../../lib/changes';
import { countOf, openLiveEvents } from '../../lib/live-events';
import { getShoppingListCount, setShoppingListCount } from '../../lib/storage';
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
        (type, data, first) => {
          const change = changeOfEvent(type);
          if (!change) return;
          if (change === 'shopping-list') {
            const count = countOf(data);
            // A stream opens with the list's count: the one shown means the list did not change since
            // the screen's answers (asked a moment ago), which are not asked again for nothing.
            if (first && count !== null && count === getShoppingListCount()) return;
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
