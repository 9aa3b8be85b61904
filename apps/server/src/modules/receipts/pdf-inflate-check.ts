import { constants, inflateSync } from 'node:zlib';

// A PDF's compressed streams inflated before pdfjs reads them (decision 0069): a 10 MiB PDF may hold a
// Flate stream that inflates a thousandfold, and the thread's heap limit does not bound the buffers it
// would fill. Each stream is inflated here within what is left of one budget, nested ones too (a stream
// whose inflated bytes are zlib again); a stream that is not zlib (a JPEG picture) costs nothing.

/** What a receipt's streams inflate to at most: its text, fonts and a logo are well under 10 MB. */
export const PDF_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const STREAM = /(?<!end)stream\r?\n/g;
/** A zlib header: deflate with a 32 KiB window, and a check that holds. */
const isZlib = (data: Uint8Array) =>
  data.length >= 2 && (data[0] ?? 0) === 0x78 && ((data[0] ?? 0) * 256 + (data[1] ?? 0)) % 31 === 0;

/** Whether every compressed stream of the PDF, inflated, stays within the budget. */
export function inflatesWithin(bytes: Uint8Array, budget = PDF_MAX_INFLATED_BYTES): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  let left = budget;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let data: Uint8Array = bytes.subarray(start, end);
    while (isZlib(data)) {
      try {
        // A truncated stream (as some writers leave them) gives what it holds, as pdfjs reads it.
        data = inflateSync(data, { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        // Not zlib after all, or broken: pdfjs decides what it makes of it.
        break;
      }
      left -= data.length;
      if (left < 0) return false;
    }
  }
  return true;
}
