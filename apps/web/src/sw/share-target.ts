import { SHARE_TARGET_PATH, SHARED_FILE_FIELD, SHARED_RECEIPT_PATH } from '../lib/share-target';
import { keepSharedFile } from '../lib/shared-files';
import type { WorkerScope } from './worker-scope';

// Android's share sheet (the manifest's `share_target`, decision 0071): a receipt shared from the photos
// or from a mail's PDF arrives as a multipart POST to the app's address. No page receives it: the worker
// keeps the file in IndexedDB and sends the browser to the receipt screen, which takes it from there.
// The worker's precache and navigation routes answer GET only, so this POST is ours alone.

async function receiveShare(request: Request, scope: string): Promise<Response> {
  try {
    const file = (await request.formData()).get(SHARED_FILE_FIELD);
    // A form's entry is a text or a file: not `instanceof File`, whose class differs between realms.
    if (file !== null && typeof file !== 'string' && file.size > 0) await keepSharedFile(file);
  } catch {
    // A body that cannot be read keeps nothing: the receipt screen then says the file did not arrive.
  }
  // 303: the browser follows with a GET, so a reload of the receipt screen never posts the file again.
  return Response.redirect(new URL(SHARED_RECEIPT_PATH, scope).href, 303);
}

export function registerShareTarget(worker: WorkerScope): void {
  const action = new URL(SHARE_TARGET_PATH, worker.registration.scope).href;
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST' || request.url.split('?')[0] !== action) return;
    event.respondWith(receiveShare(request, worker.registration.scope));
  });
}
