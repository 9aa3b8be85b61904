import { createStore, del, get, set } from 'idb-keyval';

// A file shared to the app from Android's share sheet (the manifest's `share_target`): the service worker
// receives it in a POST that no page sees, keeps it here, and opens the screen that takes it. IndexedDB
// because both the worker and the page reach it, and a photo is too big for localStorage.

export interface SharedFile {
  blob: Blob;
  name: string;
  type: string;
}

const KEY = 'receipt';
let store: ReturnType<typeof createStore> | null = null;
const sharedStore = () => {
  store ??= createStore('glouton-shared', 'files');
  return store;
};

/** Kept until the app takes it; a newer share replaces one never taken. */
export async function keepSharedFile(file: File): Promise<void> {
  await set(KEY, { blob: file, name: file.name, type: file.type } satisfies SharedFile, sharedStore());
}

/** The file shared last, taken out of the store (a reload does not take it twice); null when none waits. */
export async function takeSharedFile(): Promise<SharedFile | null> {
  const kept = await get<SharedFile>(KEY, sharedStore());
  if (!kept) return null;
  await del(KEY, sharedStore());
  return kept;
}
