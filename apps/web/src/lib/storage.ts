import { useSyncExternalStore } from 'react';
import { ACCOUNT_KEY, SHOPPING_LIST_COUNT_KEY, TOKEN_KEY } from './storage-keys';

export { ACCOUNT_KEY, SHOP_MODE_KEY, SHOPPING_LIST_COUNT_KEY, TOKEN_KEY } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

// localStorage can throw (storage disabled, private mode quotas): fall back to memory so the app still
// works for the session instead of crashing.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** Base-10, like `parseInt(value, 10)`: '010' → 10, '12abc' → 12; nothing stored or garbage → 0. */
function parseCount(value: string | null): number {
  if (value === null) return 0;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export function getToken(): string {
  return read(TOKEN_KEY) ?? '';
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
}

export function clearToken(): void {
  write(TOKEN_KEY, null);
}

export function getAccount(): string {
  return read(ACCOUNT_KEY) ?? '';
}

export function setAccount(account: string): void {
  write(ACCOUNT_KEY, account);
}

export function clearAccount(): void {
  write(ACCOUNT_KEY, null);
}

export function getShoppingListCount(): number {
  return parseCount(read(SHOPPING_LIST_COUNT_KEY));
}

/** No lower bound on purpose: the contract lets the count go below zero. */
export function setShoppingListCount(count: number): void {
  write(SHOPPING_LIST_COUNT_KEY, String(count));
}

export function incrementShoppingListCount(): void {
  setShoppingListCount(getShoppingListCount() + 1);
}

export function decrementShoppingListCount(): void {
  setShoppingListCount(getShoppingListCount() - 1);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logged in or out, or changed the list: re-render from what it wrote.
function onStorageEvent(event: StorageEvent): void {
  if (event.key !== null && ![TOKEN_KEY, SHOPPING_LIST_COUNT_KEY, ACCOUNT_KEY].includes(event.key)) return;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);

// No server renders this app: what the app hydrates was painted in this browser, from this storage
// (index.html's first script paints home when a token is stored), so hydration reads the same values.

/** The stored token ('' when logged out); re-renders when it changes, here or in another tab. */
export function useToken(): string {
  return useSyncExternalStore(subscribe, getToken, getToken);
}

/** The account of the stored token, or of the last one if it expired ('' after a log-out). */
export function useAccount(): string {
  return useSyncExternalStore(subscribe, getAccount, getAccount);
}

export function useShoppingListCount(): number {
  return useSyncExternalStore(subscribe, getShoppingListCount, getShoppingListCount);
}
