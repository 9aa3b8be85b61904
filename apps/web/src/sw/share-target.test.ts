// @vitest-environment node
// A worker has no DOM: Node's own Request, FormData and File (jsdom's File loses its name in Node's FormData).
import { describe, expect, it } from 'vitest';
import { takeSharedFile } from '../lib/shared-files';
import { registerShareTarget } from './share-target';
import type { FetchEventLike, WorkerScope } from './worker-scope';

// Android's share sheet posts the file to the manifest's `share_target.action`: the worker keeps it for
// the receipt screen and sends the browser there; any other request is left to the precache's routes.

const SCOPE = 'https://glouton.exemple.fr/Glouton/';

function fakeWorker() {
  let listener: ((event: FetchEventLike) => void) | undefined;
  const worker = {
    registration: { scope: SCOPE },
    addEventListener: (type: string, handler: never) => {
      if (type === 'fetch') listener = handler;
    },
  };
  registerShareTarget(worker as unknown as WorkerScope);
  return {
    /** The worker's answer, or null when it leaves the request to the others. */
    async fetch(request: Request): Promise<Response | null> {
      const answers: Promise<Response>[] = [];
      listener?.({ request, respondWith: (response) => answers.push(response) });
      return answers[0] ?? null;
    },
  };
}

const share = (file: File | null) => {
  const form = new FormData();
  if (file) form.append('receipt', file);
  return new Request(`${SCOPE}receipt/share`, { method: 'POST', body: form });
};

describe('the share sheet’s target in the service worker', () => {
  it('keeps the shared PDF and opens the receipt screen, which takes it once', async () => {
    const worker = fakeWorker();
    const pdf = new File(['%PDF-1.4 ticket'], 'ticket.pdf', { type: 'application/pdf' });
    const answer = await worker.fetch(share(pdf));
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('location')).toBe(`${SCOPE}receipt?partage=1`);
    const kept = await takeSharedFile();
    expect(kept?.name).toBe('ticket.pdf');
    expect(kept?.type).toBe('application/pdf');
    expect(await kept?.blob.text()).toBe('%PDF-1.4 ticket');
    expect(await takeSharedFile()).toBeNull();
  });

  it('opens the receipt screen with nothing kept when the share carries no file', async () => {
    const answer = await fakeWorker().fetch(share(null));
    expect(answer?.headers.get('location')).toBe(`${SCOPE}receipt?partage=1`);
    expect(await takeSharedFile()).toBeNull();
  });

  it('leaves every other request to the precache and the navigation routes', async () => {
    const worker = fakeWorker();
    expect(await worker.fetch(new Request(`${SCOPE}receipt/share`))).toBeNull();
    expect(await worker.fetch(new Request(`${SCOPE}api/receipts`, { method: 'POST', body: 'x' }))).toBeNull();
  });
});
