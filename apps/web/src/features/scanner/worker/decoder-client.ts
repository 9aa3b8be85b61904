import type { DecodedBarcode } from '../decode/decode';
import { DecoderError } from './decoder-error';
import type { CameraFrame, DecoderRequest, DecoderResponse } from './protocol';

/** The page's side of the decoder worker. One worker serves the camera and the photo reader. */
export interface Decoder {
  /** Loads the wasm now, so the first frame does not wait for it. Rejects with DecoderError('wasm'). */
  warmUp(): Promise<void>;
  /** Transfers the frame: do not use it afterwards. */
  decodeFrame(frame: CameraFrame): Promise<DecodedBarcode[]>;
  decodePhoto(file: Blob): Promise<DecodedBarcode[]>;
}

type Pending = { resolve: (results: DecodedBarcode[]) => void; reject: (error: DecoderError) => void };
/** A request without its id (Omit over each member of the union). */
type Payload = DecoderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** Leaving the scan screen and coming back soon keeps the loaded wasm; after this, its memory is freed. */
const IDLE_TERMINATE_MS = 30_000;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function failAll(error: DecoderError) {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function stopWorker() {
  worker?.terminate();
  worker = null;
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module', name: 'decoder' });
  created.onmessage = (event: MessageEvent<DecoderResponse>) => {
    const response = event.data;
    const request = pending.get(response.id);
    pending.delete(response.id);
    if (!request) return;
    if (response.ok) request.resolve(response.results);
    else request.reject(new DecoderError(response.failure, response.message));
  };
  // The worker script itself failed (not found, blocked, syntax): nothing will decode.
  created.onerror = (event) => {
    event.preventDefault();
    stopWorker();
    failAll(new DecoderError('wasm', event.message || 'decoder worker failed'));
  };
  worker = created;
  return created;
}

function send(payload: Payload, transfer: Transferable[] = []): Promise<DecodedBarcode[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    ensureWorker().postMessage({ ...payload, id }, transfer);
  });
}

export const decoder: Decoder = {
  warmUp: () => send({ type: 'warm-up' }).then(() => undefined),
  decodeFrame: (frame) => send({ type: 'frame', frame }, ['data' in frame ? frame.data.buffer : frame.source]),
  decodePhoto: (file) => send({ type: 'photo', file }),
};

/** Marks the decoder as in use; the returned function releases it (an effect's cleanup). */
export function retainDecoder(): () => void {
  users++;
  clearTimeout(idleTimer);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users > 0) return;
    idleTimer = setTimeout(() => {
      if (users === 0 && pending.size === 0) stopWorker();
    }, IDLE_TERMINATE_MS);
  };
}
