/**
 * The decoder thread. The wasm comes from our own origin: Vite emits it as an asset and `?url` gives
 * its address (the server's CSP allows `connect-src 'self'` and `'wasm-unsafe-eval'`, nothing else).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decodeFrame, decodePhotoCodes, loadDecoder } from '../decode/decode';
import type { Rect, RgbaImage } from '../decode/image';
import type { DecoderRequest, DecoderResponse } from './protocol';

/** Phone photos are up to 4032 px; beyond this the pixels cost memory without helping the decoder. */
const MAX_PHOTO_SIDE = 4096;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecoderRequest>) => void) | null;
  postMessage: (message: DecoderResponse) => void;
};

const load = () =>
  loadDecoder({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  });

let canvas: OffscreenCanvas | null = null;

/**
 * A picture → pixels (the `crop` part of it, or all of it), on a canvas kept between frames
 * (allocating one per frame churns memory). Closes the source: it was transferred to us.
 */
function pixelsOf(source: VideoFrame | ImageBitmap, crop?: Rect): RgbaImage {
  const area = crop ?? {
    x: 0,
    y: 0,
    width: 'displayWidth' in source ? source.displayWidth : source.width,
    height: 'displayHeight' in source ? source.displayHeight : source.height,
  };
  if (!canvas || canvas.width !== area.width || canvas.height !== area.height) {
    canvas = new OffscreenCanvas(area.width, area.height);
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  try {
    if (!context) throw new Error('2D context unavailable');
    context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
    return context.getImageData(0, 0, area.width, area.height);
  } finally {
    source.close();
  }
}

async function openPhoto(file: Blob): Promise<RgbaImage> {
  const probe = await createImageBitmap(file);
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(probe.width, probe.height));
  if (scale === 1) return pixelsOf(probe);
  const resized = await createImageBitmap(probe, {
    resizeWidth: Math.round(probe.width * scale),
    resizeHeight: Math.round(probe.height * scale),
    resizeQuality: 'high',
  });
  probe.close();
  return pixelsOf(resized);
}

/** Frames take turns: EAN/UPC on one, GS1 2D codes on the next (decode.ts, FRAME_GS1_OPTIONS). */
let frames = 0;

async function handle(request: DecoderRequest): Promise<DecoderResponse> {
  const { id } = request;
  try {
    await load();
  } catch (error) {
    return { id, ok: false, failure: 'wasm', message: String(error) };
  }
  if (request.type === 'warm-up') return { id, ok: true, results: [] };
  if (request.type === 'frame') {
    const { frame } = request;
    const image = 'data' in frame ? frame : pixelsOf(frame.source, frame.crop);
    frames += 1;
    return { id, ok: true, results: await decodeFrame(image, frames % 2 === 0 ? 'gs1' : 'ean') };
  }
  let image: RgbaImage;
  try {
    image = await openPhoto(request.file);
  } catch (error) {
    return { id, ok: false, failure: 'image', message: String(error) };
  }
  return { id, ok: true, results: await decodePhotoCodes(image) };
}

scope.onmessage = (event) => {
  const { id } = event.data;
  void handle(event.data)
    .catch((error: unknown): DecoderResponse => ({ id, ok: false, failure: 'decode', message: String(error) }))
    .then((response) => scope.postMessage(response));
};
