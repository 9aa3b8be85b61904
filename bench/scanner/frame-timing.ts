/**
 * Decode time per 1280×720 camera frame (docs/product.md: ≤ 10 ms on the decode thread), with the
 * options and crop the app uses. Node runs the same wasm as the browser's worker; a mid-range phone's
 * core is slower than this machine's, so read the figures against the budget with that margin.
 */
import { decodeFrame } from '../../apps/web/src/features/scanner/decode/decode.js';
import { listFixtures } from '../../apps/web/src/features/scanner/decode/fixtures.js';
import { crop, guideBand } from '../../apps/web/src/features/scanner/decode/image.js';
import { readAsFrame } from '../../apps/web/src/features/scanner/decode/node.js';
import { decodeFrameBefore } from './before.js';
import { type TimingStats, time, timeTogether } from './stats.js';

export interface FrameTimings {
  /** The frame the app decodes: the guide band cropped out of 1280×720 (crop included), a code in it. */
  guideBandWithCode: TimingStats;
  /**
   * Most frames while aiming hold no readable code (out of focus, moving): the decoder searches
   * everything and finds nothing, its slowest case. Here: the same photo blurred beyond reading.
   */
  guideBandWithoutCode: TimingStats;
  /** The whole 1280×720 frame, uncropped: what the guide band saves. */
  fullFrameWithCode: TimingStats;
  fullFrameWithoutCode: TimingStats;
  /** The guide band with a code, decoded as before decision 0026 (measured in turn with the others). */
  guideBandWithCodeBefore: TimingStats;
}

export async function measureFrames(runs = 60): Promise<FrameTimings> {
  const fixture = listFixtures('ean13-1').find((f) => f.name === '4.webp') ?? listFixtures('ean13-1')[0];
  if (!fixture) throw new Error('no ean13-1 fixture');
  const frame = await readAsFrame(fixture.path);
  const band = guideBand(frame.width, frame.height);
  const empty = await readAsFrame(fixture.path, { blurSigma: 6 });
  if ((await decodeFrame(crop(frame, band))).length === 0)
    throw new Error(`${fixture.name} does not decode as a frame`);
  if ((await decodeFrame(crop(empty, band))).length > 0) throw new Error('the blurred frame still decodes');
  // Before and after in turns on the same frame, so that a burst of load from elsewhere on the
  // machine falls on both alike; the other cases one after the other (each keeps its memory warm, as
  // the camera's similar frames do).
  const withCode = await timeTogether(
    { after: () => decodeFrame(crop(frame, band)), before: () => decodeFrameBefore(crop(frame, band)) },
    runs,
  );
  return {
    guideBandWithCode: withCode.after,
    guideBandWithCodeBefore: withCode.before,
    guideBandWithoutCode: await time(() => decodeFrame(crop(empty, band)), runs),
    fullFrameWithCode: await time(() => decodeFrame(frame), runs),
    fullFrameWithoutCode: await time(() => decodeFrame(empty), runs),
  };
}
