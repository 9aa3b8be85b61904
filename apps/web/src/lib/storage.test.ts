import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  clearToken,
  decrementShoppingListCount,
  getShoppingListCount,
  getToken,
  incrementShoppingListCount,
  SHOPPING_LIST_COUNT_KEY,
  setShoppingListCount,
  setToken,
  TOKEN_KEY,
  useShoppingListCount,
  useToken,
} from './storage';

describe('token', () => {
  it('uses the key "token" and defaults to an empty string', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(getToken()).toBe('');
  });

  it('is saved to localStorage when set', () => {
    setToken('abc123');
    expect(window.localStorage.getItem('token')).toBe('abc123');
    expect(getToken()).toBe('abc123');
  });

  it('is read from what localStorage holds', () => {
    window.localStorage.setItem('token', 'from-before');
    expect(getToken()).toBe('from-before');
  });

  it('is empty again once cleared', () => {
    setToken('abc123');
    clearToken();
    expect(getToken()).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('shopping list count', () => {
  it('uses the key "shoppingListCount" and is 0 when nothing is stored', () => {
    expect(SHOPPING_LIST_COUNT_KEY).toBe('shoppingListCount');
    expect(getShoppingListCount()).toBe(0);
  });

  it('writes every change to localStorage', () => {
    setShoppingListCount(5);
    expect(window.localStorage.getItem('shoppingListCount')).toBe('5');
    incrementShoppingListCount();
    expect(window.localStorage.getItem('shoppingListCount')).toBe('6');
    decrementShoppingListCount();
    decrementShoppingListCount();
    expect(window.localStorage.getItem('shoppingListCount')).toBe('4');
    expect(getShoppingListCount()).toBe(4);
  });

  it('has no lower bound: decreasing 0 gives -1', () => {
    setShoppingListCount(0);
    decrementShoppingListCount();
    expect(getShoppingListCount()).toBe(-1);
    expect(window.localStorage.getItem('shoppingListCount')).toBe('-1');
  });

  it('increases from 0 when nothing was stored', () => {
    incrementShoppingListCount();
    expect(getShoppingListCount()).toBe(1);
  });

  it.each([
    ['010', 10],
    ['12abc', 12],
    [' 7', 7],
    ['-3', -3],
    ['3.9', 3],
    ['abc', 0],
    ['', 0],
  ])('reads %j back as the base-10 integer %d', (stored, expected) => {
    window.localStorage.setItem('shoppingListCount', stored);
    expect(getShoppingListCount()).toBe(expected);
  });
});

describe('subscriptions', () => {
  it('re-renders token and count readers on every change', () => {
    const token = renderHook(() => useToken());
    const count = renderHook(() => useShoppingListCount());
    expect(token.result.current).toBe('');
    expect(count.result.current).toBe(0);
    act(() => {
      setToken('t1');
      setShoppingListCount(3);
    });
    expect(token.result.current).toBe('t1');
    expect(count.result.current).toBe(3);
    act(() => incrementShoppingListCount());
    expect(count.result.current).toBe(4);
  });

  it('follows changes made in another tab (storage event)', () => {
    const token = renderHook(() => useToken());
    act(() => {
      window.localStorage.setItem('token', 'other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-tab' }));
    });
    expect(token.result.current).toBe('other-tab');
  });
});
