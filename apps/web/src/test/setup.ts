import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // Node-environment tests (`// @vitest-environment node`, e.g. the real barcode decoder) have no DOM.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  // jsdom has no scrolling; <ScrollRestoration> calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
});
