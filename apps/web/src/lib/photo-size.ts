// A phone's full-size photo may weigh more than the server takes (5 MiB for « Lire la date », 10 MiB for a
// till receipt): such a photo is drawn again smaller here before it is sent, rather than refused.

export interface PhotoLimit {
  /** Sent as it is up to this size. */
  maxBytes: number;
  /** The longer side of the smaller copy, in pixels: enough for the server's OCR to read the print. */
  longSide: number;
}

/** The photo itself when small enough (or when this browser cannot draw it), else a JPEG copy within `longSide`. */
export async function smallEnough(photo: Blob, { maxBytes, longSide }: PhotoLimit): Promise<Blob> {
  if (photo.size <= maxBytes || typeof createImageBitmap !== 'function') return photo;
  const bitmap = await createImageBitmap(photo);
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? photo), 'image/jpeg', 0.9));
}
