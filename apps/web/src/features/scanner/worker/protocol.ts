import type { DecodedBarcode } from '../decode/decode';
import type { Rect } from '../decode/image';

/**
 * A camera frame for the worker, transferred (never copied): a VideoFrame with the guide band to cut
 * out of it (the pixel conversion then happens in the worker), an ImageBitmap already cut to the band,
 * or, where neither can reach a worker, the band's pixels read on the page.
 */
export type CameraFrame = { source: VideoFrame | ImageBitmap; crop?: Rect } | ImageData;

/** Messages between the page and the decoder worker. One request, one answer with the same id. */
export type DecoderRequest =
  | { id: number; type: 'warm-up' }
  | { id: number; type: 'frame'; frame: CameraFrame }
  /** A photo file, decoded to pixels in the worker (the page stays responsive with a 12 MP image). */
  | { id: number; type: 'photo'; file: Blob };

/**
 * - `wasm`: the decoder could not load (network, CSP, old browser): no decoding will work.
 * - `image`: this photo could not be opened (unsupported format such as HEIC in Chrome).
 * - `decode`: this one decode crashed (e.g. out of memory on a huge photo); the next may work.
 */
export type DecoderFailure = 'wasm' | 'image' | 'decode';

export type DecoderResponse =
  | { id: number; ok: true; results: DecodedBarcode[] }
  | { id: number; ok: false; failure: DecoderFailure; message: string };
