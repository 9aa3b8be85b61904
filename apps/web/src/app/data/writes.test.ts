import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { line } from '../../features/shopping-list/testing/fake-shopping-list';
import { clearToken, setAccount, setToken } from '../../lib/storage';
import { pendingWritesKey } from '../../lib/writes/write-queue';
import { createWrites, type Writes } from '../../lib/writes/writes';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { createWriteHandlers } from './write-handlers';

const LIST = '/products/shopping-list';
const display = { label: 'Piles', categoryId: 7, imageUrl: null };

let writes: Writes;
const dropped: string[] = [];

beforeEach(() => {
  dropped.length = 0;
  const queryClient = new QueryClient();
  writes = createWrites({
    loadHandlers: async () => createWriteHandlers(queryClient),
    refresh: async () => {},
    onDropped: (message) => void dropped.push(message),
  });
  writes.runner.start();
});
afterEach(() => writes.runner.stop());

function add(label = 'Piles', key = `key-${label}`) {
  return writes.queue.enqueue({
    kind: 'add',
    tempId: writes.queue.temporaryId(),
    productId: null,
    display: { ...display, label },
    at: '2026-11-23T10:00:00.000Z',
    key,
  });
}

describe('the shopping-list write queue belongs to the account that made the writes', () => {
  it('never replays one account’s writes under another, and sends them when that account is back', async () => {
    let networkUp = false;
    const api = stubApiCalls((call) => {
      if (!networkUp) throw new TypeError('Failed to fetch');
      if (call.method === 'POST' && call.path === LIST)
        return jsonResponse(line({ id: 9, label: 'Piles' }), { status: 201 });
      return undefined;
    });
    setAccount('alice@example.fr');
    setToken('token-alice');
    add();
    await writes.runner.flush();
    expect(writes.queue.get()).toHaveLength(1);

    // Alice's session expires; Bob logs in on the same phone, with the network back.
    clearToken();
    setAccount('bob@example.fr');
    setToken('token-bob');
    networkUp = true;
    await writes.runner.flush();
    const withBob = api.calls.filter((call) => call.headers.get('Authorization') === 'Bearer token-bob');
    expect(withBob.filter((call) => call.method === 'POST')).toEqual([]);
    expect(writes.queue.get()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(pendingWritesKey('alice@example.fr')) ?? '[]')).toHaveLength(1);

    // Alice logs in again: her write goes out, with her new session.
    setAccount('alice@example.fr');
    setToken('token-alice-2');
    await writes.runner.flush();
    const sent = api.callsTo('POST', LIST).at(-1);
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-alice-2');
    expect(sent?.body).toEqual({ label: 'Piles', categoryId: 7 });
    expect(writes.queue.get()).toEqual([]);
  });

  it('waits after a 401 instead of dropping the write, and keeps it for the same account', async () => {
    const api = stubApiCalls(() => errorResponse(401, 'unauthorized', 'Session expirée.'));
    setAccount('paul@example.fr');
    setToken('token-paul');
    add('Lait');
    await writes.runner.flush();
    expect(api.callsTo('POST', LIST)).toHaveLength(1);
    expect(dropped).toEqual([]);
    expect(writes.queue.get()).toHaveLength(1);
  });

  it('sends a retried add with the same Idempotency-Key, so a lost answer never adds twice', async () => {
    let attempts = 0;
    const api = stubApiCalls((call) => {
      if (call.method !== 'POST' || call.path !== LIST) return undefined;
      attempts += 1;
      // The first answer is lost on the way back (the server did add the line).
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(line({ id: 12, label: 'Farine' }), { status: 201 });
    });
    setAccount('marie@example.fr');
    setToken('token-marie');
    add('Farine', 'the-one-key');
    await writes.runner.flush();
    await waitFor(() => expect(writes.queue.get()).toEqual([]), { timeout: 3000 });
    const keys = api.callsTo('POST', LIST).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['the-one-key', 'the-one-key']);
  });
});
