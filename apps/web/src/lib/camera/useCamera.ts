import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraPrecheck, classifyCameraError } from './camera-errors';
import { type CameraSize, cameraConstraints, hasTorch, listCameras, setTorch, stopStream, videoTrackOf } from './media';

export type CameraStatus = 'off' | 'starting' | 'live' | 'failed';

export interface Camera {
  status: CameraStatus;
  problem: CameraProblem | null;
  canSwitch: boolean;
  switchCamera: () => void;
  torch: { supported: boolean; on: boolean; toggle: () => void };
  retry: () => void;
}

export interface CameraOptions {
  /** The picture size asked for (the camera gives what it can). */
  size?: CameraSize;
  /** A User Timing mark set when the picture goes live (the scanner's e2e budget reads it). */
  liveMark?: string;
}

/**
 * The live camera in `videoRef` while `active`. Every track is stopped when `active` turns false, the
 * camera changes, or the component unmounts — also when getUserMedia answers after that moment.
 */
export function useCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  { size, liveMark }: CameraOptions = {},
): Camera {
  const [status, setStatus] = useState<CameraStatus>('off');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [torch, setTorchState] = useState({ supported: false, on: false });
  const streamRef = useRef<MediaStream | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only exists to restart the camera.
  useEffect(() => {
    if (!active) {
      setStatus('off');
      return;
    }
    const precheck = cameraPrecheck();
    if (precheck) {
      setProblem(precheck);
      setStatus('failed');
      return;
    }
    let cancelled = false;
    setStatus('starting');
    setProblem(null);
    navigator.mediaDevices
      .getUserMedia(cameraConstraints(deviceId, size))
      .then(async (stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        const track = videoTrackOf(stream);
        track?.addEventListener('ended', () => {
          if (cancelled) return;
          setProblem('unknown');
          setStatus('failed');
        });
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined); // autoplay + muted: play() is only a nudge
        }
        if (cancelled) return;
        if (liveMark) performance.mark(liveMark);
        setStatus('live');
        setTorchState({ supported: hasTorch(track), on: false });
        setCameras(await listCameras());
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setProblem(classifyCameraError(error));
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
      const video = videoRef.current;
      if (video) video.srcObject = null;
      setTorchState({ supported: false, on: false });
    };
  }, [active, deviceId, attempt, videoRef, size, liveMark]);

  const switchCamera = () => {
    if (cameras.length < 2) return;
    const current = videoTrackOf(streamRef.current)?.getSettings().deviceId ?? deviceId;
    const index = cameras.findIndex((camera) => camera.deviceId === current);
    const next = cameras[(index + 1) % cameras.length];
    if (next) setDeviceId(next.deviceId);
  };

  const toggleTorch = () => {
    const track = videoTrackOf(streamRef.current);
    if (!track || !torch.supported) return;
    const on = !torch.on;
    setTorch(track, on).then(
      () => setTorchState({ supported: true, on }),
      () => setTorchState({ supported: false, on: false }), // the lamp is taken (or lied about): hide the button
    );
  };

  return {
    status,
    problem,
    canSwitch: status === 'live' && cameras.length > 1,
    switchCamera,
    torch: { ...torch, toggle: toggleTorch },
    retry: () => setAttempt((count) => count + 1),
  };
}
