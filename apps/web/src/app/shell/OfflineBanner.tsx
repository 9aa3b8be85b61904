import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useOffline } from '../../lib/network';

/** When the oldest answer on screen was fetched (ms), or 0 when the screen shows none. */
function oldestShown(cache: QueryCache): number {
  let oldest = 0;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === 0 || at < oldest)) oldest = at;
  }
  return oldest;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** « 22/11 à 18:04 », in the device's time. */
function formatDataTime(ms: number): string {
  const at = new Date(ms);
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)} à ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * With no network, says so and how old the data on screen is (« Hors ligne — données du 22/11 à 18:04 »):
 * what shows is the last known state, kept on the device, and changes will leave when the network is back.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const asOf = useSyncExternalStore(
    subscribe,
    () => oldestShown(cache),
    () => 0,
  );
  if (!offline) return null;
  return (
    <div
      role="status"
      className="border-b border-line bg-ink px-4 py-2 text-sm text-white dark:bg-surface dark:text-fg"
    >
      <p className="mx-auto flex max-w-3xl items-center gap-2">
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong>{asOf > 0 ? `Hors ligne — données du ${formatDataTime(asOf)}` : 'Hors ligne'}</strong>
          {' · '}vos modifications partiront au retour du réseau.
        </span>
      </p>
    </div>
  );
}

export default OfflineBanner;
