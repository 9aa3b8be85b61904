import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, where the app keeps its data for offline use (lib/persisted-cache).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { options } from 'preact';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetHowSessionEnded } from '../features/auth/session';

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 35 ms timer whose
// handler calls cancelAnimationFrame. On a loaded machine that timer can fire after the file's jsdom
// is torn down (cancelAnimationFrame gone), an unhandled error that fails the whole run. In tests a
// plain timer does the same job (Testing Library's act() flushes effects itself).
options.requestAnimationFrame = (callback) => setTimeout(callback);

// Screens and form schemas are lazy chunks; with the suites running side by side on two cores (npm
// test runs the SQLite and PostgreSQL passes at once) their first import has passed 5 s. A longer wait
// only slows down failing tests.
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one document (isolate: false, decision 0051): each file starts from an
// empty one, whatever the last file wrote into it (index.html's body, a sheet left open).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

beforeEach(() => {
  // Node-environment tests (`// @vitest-environment node`, e.g. the real barcode decoder) have no DOM.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  // What a page load starts without: the files of a worker share the app's modules (isolate: false).
  forgetHowSessionEnded();
  // jsdom has no scrolling; <ScrollRestoration> calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  // Each test starts with nothing kept on the device.
  if (typeof indexedDB !== 'undefined') await clear(createStore('glouton', 'query-cache'));
});
