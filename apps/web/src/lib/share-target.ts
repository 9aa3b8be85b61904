// The share sheet's addresses, read by the build (the manifest's `share_target`: vite.config.ts), the
// service worker (src/sw/share-target.ts) and the receipt screen; apart so that the build loads no IndexedDB code.

/** The manifest's `share_target.action`, under the app's base: answered by the service worker only. */
export const SHARE_TARGET_PATH = 'receipt/share';
/** The form field the manifest names for the shared file. */
export const SHARED_FILE_FIELD = 'receipt';
/** Where the worker sends the person once the file is kept (a path inside the app). */
export const SHARED_RECEIPT_PATH = 'receipt?partage=1';
/** The receipt screen's query parameter saying a shared file waits. */
export const SHARED_PARAM = 'partage';
