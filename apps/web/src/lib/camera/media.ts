/** Small wrappers over the camera API, typed for what lib.dom does not know yet (torch). */

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };
type TorchConstraints = MediaTrackConstraintSet & { torch?: boolean };

export type CameraSize = '720p' | '1080p';

const SIZES: Record<CameraSize, { width: number; height: number }> = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
};

/**
 * Rear camera first (the one that sees a product held in front of the phone), 720p ideally: enough
 * for a barcode, and light on the decoder; printed text asks for 1080p.
 */
export function cameraConstraints(deviceId?: string, size: CameraSize = '720p'): MediaStreamConstraints {
  const { width, height } = SIZES[size];
  const video: MediaTrackConstraints = { width: { ideal: width }, height: { ideal: height } };
  if (deviceId) video.deviceId = { exact: deviceId };
  else video.facingMode = { ideal: 'environment' };
  return { video, audio: false };
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function videoTrackOf(stream: MediaStream | null | undefined): MediaStreamTrack | undefined {
  return stream?.getVideoTracks()[0];
}

export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
  return capabilities?.torch === true;
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as TorchConstraints] });
}

/** The video inputs; their labels and ids are only meaningful once permission is granted. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  try {
    const devices = (await navigator.mediaDevices.enumerateDevices?.()) ?? [];
    return devices.filter((device) => device.kind === 'videoinput');
  } catch {
    return [];
  }
}
