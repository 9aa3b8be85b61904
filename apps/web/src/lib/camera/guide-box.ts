/**
 * The part of the camera's picture under a guide box drawn over its <video>, cut out as a JPEG: what
 * « Lire la date » sends to the server, so the words beside the date (the pack's other print) are left
 * out and the date keeps every pixel the camera gave.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The video's pixels under `box` (both boxes in page pixels; the video drawn in `element` with
 * `object-fit: cover`: scaled to cover it, centred, its overflow cut at two sides), grown by `margin`
 * times the box's height on every side — a date held a little off the box is still read whole — and
 * kept within the picture. Null when nothing of the picture is under the box.
 */
export function pictureUnderBox(
  video: { width: number; height: number },
  element: Box,
  box: Box,
  margin = 0.25,
): Box | null {
  if (video.width <= 0 || video.height <= 0 || element.width <= 0 || element.height <= 0) return null;
  const scale = Math.max(element.width / video.width, element.height / video.height);
  // Where the picture's top left corner is drawn, against the element's (≤ 0: the cut part).
  const left = element.x + (element.width - video.width * scale) / 2;
  const top = element.y + (element.height - video.height * scale) / 2;
  const grow = box.height * margin;
  const x0 = Math.max(0, Math.floor((box.x - grow - left) / scale));
  const y0 = Math.max(0, Math.floor((box.y - grow - top) / scale));
  const x1 = Math.min(video.width, Math.ceil((box.x + box.width + grow - left) / scale));
  const y1 = Math.min(video.height, Math.ceil((box.y + box.height + grow - top) / scale));
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

const JPEG_QUALITY = 0.92;

/**
 * The current frame's part under `guide` as a JPEG, at the camera's own resolution (the server scales
 * it for its reader). Null when the video has no frame yet or the browser cannot draw it.
 */
export async function grabUnderBox(video: HTMLVideoElement, guide: Element): Promise<Blob | null> {
  const area = pictureUnderBox(
    { width: video.videoWidth, height: video.videoHeight },
    video.getBoundingClientRect(),
    guide.getBoundingClientRect(),
  );
  if (!area) return null;
  const canvas = document.createElement('canvas');
  canvas.width = area.width;
  canvas.height = area.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
