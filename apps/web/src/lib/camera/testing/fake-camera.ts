import { vi } from 'vitest';

/** A stand-in MediaStreamTrack that records whether it was stopped. */
export interface FakeTrack {
  kind: 'video';
  readyState: 'live' | 'ended';
  stop: () => void;
  getSettings: () => { deviceId: string };
  getCapabilities: () => Record<string, unknown>;
  applyConstraints: ReturnType<typeof vi.fn>;
  addEventListener: () => void;
}

export function fakeTrack(deviceId = 'rear', capabilities: Record<string, unknown> = {}): FakeTrack {
  const track: FakeTrack = {
    kind: 'video',
    readyState: 'live',
    stop: () => {
      track.readyState = 'ended';
    },
    getSettings: () => ({ deviceId }),
    getCapabilities: () => capabilities,
    applyConstraints: vi.fn(async () => undefined),
    addEventListener: () => undefined,
  };
  return track;
}

export function fakeStream(track: FakeTrack): MediaStream {
  return {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  } as unknown as MediaStream;
}

interface FakeCameraOptions {
  /** What getUserMedia does; by default a new live rear-camera stream. */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  cameras?: string[];
  secure?: boolean;
  capabilities?: Record<string, unknown>;
}

/**
 * Installs a fake camera on jsdom: secure context, navigator.mediaDevices, a <video> that "plays".
 * Returns every track handed out, to check they were all stopped.
 */
export function installFakeCamera({
  getUserMedia,
  cameras = ['rear'],
  secure = true,
  capabilities = {},
}: FakeCameraOptions = {}) {
  const tracks: FakeTrack[] = [];
  const defaultGetUserMedia = async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as MediaTrackConstraints;
    const exact = (video.deviceId as { exact?: string } | undefined)?.exact;
    const track = fakeTrack(exact ?? cameras[0], capabilities);
    tracks.push(track);
    return fakeStream(track);
  };
  const mediaDevices = {
    getUserMedia: vi.fn(getUserMedia ?? defaultGetUserMedia),
    enumerateDevices: vi.fn(async () =>
      cameras.map((deviceId) => ({ deviceId, kind: 'videoinput', label: deviceId, groupId: '' })),
    ),
  };
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  return { mediaDevices, tracks };
}

/** A DOMException-like error as getUserMedia rejects with. */
export function mediaError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}
