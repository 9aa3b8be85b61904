import { AppError } from '../errors.js';

// A photo sent to be read is checked from its first bytes, whatever its Content-Type says: only what
// the decoder reads safely and phones send (JPEG, PNG, WebP) goes to the OCR thread.

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The largest photo read: a phone's full-size JPEG is 2–4 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((value, index) => bytes[at + index] === value);

/** The format its magic bytes say, or null. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * The photo's bytes when they are a JPEG, PNG or WebP of at most `maxBytes` (5 MiB: a date's photo;
 * a whole receipt's may be larger); else the envelope's 413 or 415.
 */
export function checkImage(bytes: Uint8Array, maxBytes = IMAGE_MAX_BYTES): Uint8Array {
  if (bytes.length > maxBytes) {
    throw new AppError(
      'payload-too-large',
      413,
      `Cette photo est trop lourde (${Math.round(maxBytes / 1024 / 1024)}\u00a0Mo au plus)\u00a0: prenez-la de plus près.`,
    );
  }
  if (imageFormatOf(bytes) === null) {
    throw new AppError('unsupported-media-type', 415, 'Envoyez une photo JPEG, PNG ou WebP.');
  }
  return bytes;
}
