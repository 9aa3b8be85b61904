import { guideBand } from '../decode/image';
import type { CameraFrame } from '../worker/protocol';

let fallbackCanvas: HTMLCanvasElement | null = null;

/**
 * The current video frame, ready to transfer to the decoder worker, with as little work as possible
 * on the page's thread:
 * - a VideoFrame (WebCodecs) only references the camera's frame: the worker converts and crops it;
 * - else an ImageBitmap of the guide band (the copy happens here, the reading in the worker);
 * - else the band's pixels, read here on a canvas.
 */
export async function grabFrame(video: HTMLVideoElement): Promise<CameraFrame | null> {
  const { videoWidth, videoHeight } = video;
  if (videoWidth === 0 || videoHeight === 0) return null;
  const band = guideBand(videoWidth, videoHeight);
  const workerCanDraw = typeof OffscreenCanvas !== 'undefined';
  if (workerCanDraw && typeof VideoFrame === 'function') {
    try {
      return { source: new VideoFrame(video), crop: band };
    } catch {
      // No frame decoded yet, or a browser that cannot wrap a <video>: take the next path.
    }
  }
  if (workerCanDraw && typeof createImageBitmap === 'function') {
    return { source: await createImageBitmap(video, band.x, band.y, band.width, band.height) };
  }
  fallbackCanvas ??= document.createElement('canvas');
  fallbackCanvas.width = band.width;
  fallbackCanvas.height = band.height;
  const context = fallbackCanvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, band.x, band.y, band.width, band.height, 0, 0, band.width, band.height);
  return context.getImageData(0, 0, band.width, band.height);
}
