import { type RefObject, useEffect, useEffectEvent } from 'react';
import type { DecodedBarcode } from '../decode/decode';
import type { Decoder } from '../worker/decoder-client';
import { DecoderError } from '../worker/decoder-error';
import { grabFrame } from './grab-frame';

/**
 * At most ~16 decodes a second: a code is confirmed within ~120 ms, and a phone's battery is spared
 * the full 30 fps. A slower worker sets its own pace: one frame in flight, never a queue.
 */
const MIN_FRAME_INTERVAL_MS = 60;

interface FrameDecoderOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  decoder: Decoder;
  enabled: boolean;
  onResults: (results: DecodedBarcode[]) => void;
  /** The decoder cannot work at all (wasm not loaded): the loop stops. */
  onDecoderFailure: (error: DecoderError) => void;
}

export function useFrameDecoder({ videoRef, decoder, enabled, onResults, onDecoderFailure }: FrameDecoderOptions) {
  const handleResults = useEffectEvent(onResults);
  const handleFailure = useEffectEvent(onDecoderFailure);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async () => {
      const startedAt = performance.now();
      try {
        const video = videoRef.current;
        const frame = video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await grabFrame(video) : null;
        if (frame && stopped) {
          if (!('data' in frame)) frame.source.close();
          return;
        }
        if (frame) {
          const results = await decoder.decodeFrame(frame);
          if (!stopped) handleResults(results);
        }
      } catch (error) {
        if (error instanceof DecoderError && error.failure === 'wasm') {
          if (!stopped) handleFailure(error);
          return;
        }
        // Anything else loses this one frame only (e.g. the video resized under createImageBitmap).
      }
      if (stopped) return;
      timer = setTimeout(tick, Math.max(0, MIN_FRAME_INTERVAL_MS - (performance.now() - startedAt)));
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, decoder, videoRef]);
}
