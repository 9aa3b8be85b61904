import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccount, setToken } from '../storage';
import type { QueuedWrite } from './write-queue';
import type { WriteHandler } from './write-runner';
import { createWrites, type Writes, WritesProvider } from './writes';

/** A handler that answers every write at once, and the writes it was given. */
function answeringHandler() {
  const sent: QueuedWrite[] = [];
  const handler: WriteHandler = {
    send: async (write) => {
      sent.push(write);
      return { changes: [] };
    },
    refused: () => 'Refusé.',
  };
  return { sent, handlerOf: () => handler };
}

let writes: Writes | undefined;
afterEach(() => writes?.runner.stop());

/** The app's writes with handlers that answer at once, kept sending by their provider; how often loaded. */
function renderWrites() {
  const { handlerOf } = answeringHandler();
  const loadHandlers = vi.fn(async () => handlerOf);
  writes = createWrites({ loadHandlers, refresh: async () => {}, onDropped: () => {} });
  render(
    <WritesProvider writes={writes}>
      <p>Une page</p>
    </WritesProvider>,
  );
  return { loadHandlers, queue: writes.queue };
}

describe('the code that sends queued changes', () => {
  it('is fetched at start when there is a session, before any change is made', async () => {
    setAccount('marie@exemple.fr');
    setToken('t');
    const { loadHandlers, queue } = renderWrites();
    await waitFor(() => expect(loadHandlers).toHaveBeenCalledTimes(1));
    expect(queue.get()).toEqual([]);
  });

  it('is not fetched without a session (the log-in screen), then fetched once one starts', async () => {
    const { loadHandlers } = renderWrites();
    expect(loadHandlers).not.toHaveBeenCalled();
    setAccount('marie@exemple.fr');
    setToken('t');
    await waitFor(() => expect(loadHandlers).toHaveBeenCalledTimes(1));
  });

  it('is fetched again after a failed fetch, and the change waiting meanwhile is sent', async () => {
    setAccount('marie@exemple.fr');
    setToken('t');
    const { sent, handlerOf } = answeringHandler();
    // The first fetch meets no network (a first visit gone offline), as a lazy chunk would.
    const loadHandlers = vi
      .fn<() => Promise<typeof handlerOf>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(handlerOf);
    writes = createWrites({ loadHandlers, refresh: async () => {}, onDropped: () => {} });
    writes.runner.start();
    const persil = writes.queue.enqueue({ kind: 'add' });
    await writes.runner.flush();
    expect(writes.queue.get()).toHaveLength(1);

    // The network is back (the browser's `online`, the next change, or the retry's delay): flushed again.
    await writes.runner.flush();
    expect(sent.map((write) => write.id)).toEqual([persil.id]);
    expect(writes.queue.get()).toEqual([]);
    expect(loadHandlers).toHaveBeenCalledTimes(2);
  });
});
