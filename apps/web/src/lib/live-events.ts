import { issueEventTicket } from '@glouton/core/api';
import { apiConfig, callApi } from './api-client';
import { LIVE_EVENT_TYPES } from './changes';

const MAX_BACKOFF_MS = 30_000;

/**
 * The household's live stream (server-sent events). A short-lived ticket opens it, so the token never
 * goes in a URL. On any error the stream is closed and reopened with a new ticket after a growing
 * delay; the first event of each connection carries the list's current count, which resynchronises
 * (`first` says it is that one).
 * What else happened while it was down is unknown: `onResumed` is called when a lost stream opens again
 * (not at the first opening). A stream also ends when the server moves the session to another
 * household (someone removed by an owner): the new stream is of that household, whose events before it
 * opened were never sent to this device. Returns the function that closes it for good.
 */
export function openLiveEvents(
  onEvent: (type: string, data: unknown, first: boolean) => void,
  onResumed?: () => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: number | undefined;
  let attempts = 0;
  let stopped = false;
  /** A stream was open and was lost since: the next one to open resumes. */
  let lost = false;

  const reconnect = () => {
    if (source) lost = true;
    source?.close();
    source = null;
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);
    attempts += 1;
    timer = window.setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    try {
      const { ticket } = await callApi(issueEventTicket, {});
      if (stopped) return;
      source = new EventSource(`${apiConfig.baseUrl}/events?${new URLSearchParams({ ticket })}`);
      source.addEventListener('open', () => {
        attempts = 0;
        if (lost) onResumed?.();
        lost = false;
      });
      // The server opens every stream with the list's current count (`shopping-list-changed`).
      let greeted = false;
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          const first = !greeted;
          greeted = true;
          onEvent(type, parseData((event as MessageEvent).data), first);
        });
      }
      source.addEventListener('error', reconnect);
    } catch {
      reconnect();
    }
  }

  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    source?.close();
  };
}

function parseData(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** The count a `shopping-list-changed` event carries, checked by hand (no zod in the shell). */
export function countOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('count' in data)) return null;
  return typeof data.count === 'number' && Number.isInteger(data.count) ? data.count : null;
}
