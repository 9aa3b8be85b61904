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

/**
 * Decodes the camera's frames one at a time, each frame once. A code is trusted once two frames agree
 * (camera/confirm.ts), and that only means something if they are two pictures: in dim light a phone's
 * camera slows to 10–15 frames a second, slower than this loop, and decoding the same picture twice
 * would repeat its misread. Where the browser says when a new frame is shown
 * (`requestVideoFrameCallback`: Chrome, Safari 15.4+, Firefox 132+), the loop waits for one.
 */
export function useFrameDecoder({ videoRef, decoder, enabled, onResults, onDecoderFailure }: FrameDecoderOptions) {
  const handleResults = useEffectEvent(onResults);
  const handleFailure = useEffectEvent(onDecoderFailure);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Whether the video has shown a frame since the last one grabbed (always true where it cannot tell). */
    let fresh = true;
    /** The loop is waiting for a new frame to come up: the frame callback restarts it. */
    let waiting = false;
    let watched: { video: HTMLVideoElement; handle: number } | null = null;

    const watchNextFrame = (video: HTMLVideoElement) => {
      if (typeof video.requestVideoFrameCallback !== 'function') return;
      fresh = false;
      const handle = video.requestVideoFrameCallback(() => {
        watched = null;
        fresh = true;
        if (waiting && !stopped) {
          waiting = false;
          void tick();
        }
      });
      watched = { video, handle };
    };

    const tick = async () => {
      if (!fresh) {
        waiting = true;
        return;
      }
      const startedAt = performance.now();
      try {
        const video = videoRef.current;
        const frame = video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await grabFrame(video) : null;
        if (frame && stopped) {
          if (!('data' in frame)) frame.source.close();
          return;
        }
        if (frame && video) {
          watchNextFrame(video);
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
      if (watched) watched.video.cancelVideoFrameCallback(watched.handle);
    };
  }, [enabled, decoder, videoRef]);
}
