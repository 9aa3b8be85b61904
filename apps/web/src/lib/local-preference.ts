import { useCallback, useState } from 'react';

// Preferences are a comfort, not data: if storage is unavailable the choice lasts for the session only.
function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: keep the in-memory value.
  }
}

/**
 * A choice remembered on this device (e.g. the product list's order). Only one of `allowed` is ever
 * returned, so a stale or tampered value falls back to `fallback`.
 */
export function useLocalPreference<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readPreference(key);
    return allowed.find((option) => option === stored) ?? fallback;
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writePreference(key, next);
    },
    [key],
  );
  return [value, update];
}
