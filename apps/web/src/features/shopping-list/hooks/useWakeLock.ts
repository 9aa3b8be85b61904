import { useEffect, useState } from 'react';

export type WakeLockState = 'off' | 'on' | 'unsupported' | 'refused';

/**
 * Keeps the screen awake while `active` (shop mode: the list stays readable with a hand on the trolley).
 * The browser releases the lock when the page is hidden, so it is asked for again when it shows.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
      } catch {
        if (!stopped) setState('refused');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (sentinel === null || sentinel.released)) void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
      setState('off');
    };
  }, [active, supported]);

  return state;
}
