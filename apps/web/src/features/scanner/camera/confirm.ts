import type { ScanResult } from '../types';

/**
 * Decides when a code read on camera frames is trusted. The check digit already rejects most
 * misreads; a second sighting of the same code rejects the rest (a misread wrong product costs the
 * person far more than the ~60 ms to the next frame). The same code means the same digits in the same
 * symbology (docs/decisions/0055): a UPC-E and the UPC-A it expands to are two reads that disagree.
 * Frames where nothing was read do not reset the count (a hand wobbles), a different code does.
 *
 * After a hit the same code stays silent until it has been out of sight for a moment, so a code left
 * under the camera is not reported over and over, but scanning two identical yogurts in a row works.
 */
export interface ConfirmOptions {
  /** Sightings needed; 2 by default. */
  sightings?: number;
  /** Sightings further apart than this do not add up. */
  windowMs?: number;
  /** How long a reported code must be out of sight before it can be reported again. */
  rearmMs?: number;
}

export interface Confirmer {
  /** One decoded frame: the code read on it, or null. Returns the code when it is confirmed now. */
  push(scan: ScanResult | null, now: number): ScanResult | null;
}

const keyOf = (scan: ScanResult) => `${scan.format} ${scan.code}`;

export function createConfirmer({ sightings = 2, windowMs = 1000, rearmMs = 1500 }: ConfirmOptions = {}): Confirmer {
  let candidate: string | null = null;
  let count = 0;
  let lastSeenAt = 0;
  let reported: string | null = null;
  let reportedSeenAt = 0;

  return {
    push(scan, now) {
      if (reported !== null && now - reportedSeenAt > rearmMs) reported = null;
      if (scan === null) return null;
      const code = keyOf(scan);
      if (code === reported) {
        reportedSeenAt = now;
        return null;
      }
      if (code === candidate && now - lastSeenAt <= windowMs) count++;
      else {
        candidate = code;
        count = 1;
      }
      lastSeenAt = now;
      if (count < sightings) return null;
      reported = code;
      reportedSeenAt = now;
      candidate = null;
      count = 0;
      return scan;
    },
  };
}
