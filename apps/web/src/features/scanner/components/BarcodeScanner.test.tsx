import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCamera, mediaError } from '../../../lib/camera/testing/fake-camera';
import { fakeDecoder, resetFakeDecoder } from '../testing/fake-decoder';
import { BarcodeScanner } from './BarcodeScanner';

vi.mock('../worker/decoder-client', async () => (await import('../testing/fake-decoder')).fakeDecoderModule);
vi.mock('../camera/grab-frame', () => ({
  grabFrame: async () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }),
}));

beforeEach(() => resetFakeDecoder());

describe('BarcodeScanner failure paths', () => {
  it.each([
    ['NotFoundError', 'Aucune caméra trouvée'],
    ['NotAllowedError', 'Accès à la caméra refusé'],
    ['NotReadableError', 'La caméra est déjà utilisée'],
  ])('explains %s in French and offers the photo and typing paths', async (name, title) => {
    installFakeCamera({ getUserMedia: () => Promise.reject(mediaError(name)) });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('prendre une photo du code-barres ou saisir ses chiffres');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('tells how to allow the camera after a refusal', async () => {
    installFakeCamera({ getUserMedia: () => Promise.reject(mediaError('NotAllowedError')) });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Autorisations › Caméra › Autoriser');
  });

  it('says https is needed on an insecure page, without even asking for the camera', async () => {
    const { mediaDevices } = installFakeCamera({ secure: false });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La caméra demande une connexion sécurisée');
    expect(alert).toHaveTextContent('https://');
    expect(mediaDevices.getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('says the decoder could not load, releases the camera, and retries on demand', async () => {
    const { tracks } = installFakeCamera();
    fakeDecoder.warmUp.mockRejectedValueOnce(new Error('wasm 404'));
    const onProblem = vi.fn();
    render(<BarcodeScanner onDetected={vi.fn()} onProblem={onProblem} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Le lecteur de codes-barres n’a pas pu se charger');
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('decoder'));
    await waitFor(() => expect(tracks.every((track) => track.readyState === 'ended')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(fakeDecoder.warmUp).toHaveBeenCalledTimes(2);
  });

  it('starts again when "Réessayer" is pressed after the camera was busy', async () => {
    const { mediaDevices } = installFakeCamera();
    mediaDevices.getUserMedia.mockRejectedValueOnce(mediaError('NotReadableError'));
    render(<BarcodeScanner onDetected={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(mediaDevices.getUserMedia).toHaveBeenCalledTimes(2);
  });
});

describe('BarcodeScanner camera lifecycle', () => {
  it('asks for the rear camera at 1280×720 and shows the aiming instructions', async () => {
    const { mediaDevices } = installFakeCamera();
    render(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(mediaDevices.getUserMedia).toHaveBeenCalled());
    expect(mediaDevices.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    expect(screen.getByText('Placez le code-barres dans le cadre')).toBeInTheDocument();
  });

  it('stops every camera track when unmounted', async () => {
    const { tracks } = installFakeCamera();
    const view = render(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(tracks).toHaveLength(1));
    await waitFor(() => expect(fakeDecoder.decodeFrame).toHaveBeenCalled());
    view.unmount();
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('stops a stream that arrives after the screen was left', async () => {
    let grant: () => void = () => undefined;
    const { mediaDevices, tracks } = installFakeCamera();
    const realGetUserMedia = mediaDevices.getUserMedia.getMockImplementation();
    mediaDevices.getUserMedia.mockImplementationOnce(
      (constraints) =>
        new Promise((resolve) => {
          grant = () => resolve(realGetUserMedia?.(constraints) as unknown as MediaStream);
        }),
    );
    const view = render(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(mediaDevices.getUserMedia).toHaveBeenCalled());
    view.unmount();
    await act(async () => grant());
    await waitFor(() => expect(tracks).toHaveLength(1));
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('releases the camera while paused and takes it again afterwards', async () => {
    const { tracks } = installFakeCamera();
    const view = render(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(tracks).toHaveLength(1));
    view.rerender(<BarcodeScanner onDetected={vi.fn()} paused />);
    expect(tracks[0]?.readyState).toBe('ended');
    expect(screen.getByText('Caméra en pause')).toBeInTheDocument();
    view.rerender(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(tracks).toHaveLength(2));
    expect(tracks[1]?.readyState).toBe('live');
  });

  it('switches to the next camera when there are several', async () => {
    const { mediaDevices, tracks } = installFakeCamera({ cameras: ['rear', 'front'] });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Changer de caméra' }));
    await waitFor(() => expect(tracks).toHaveLength(2));
    expect(tracks[0]?.readyState).toBe('ended');
    const lastCall = mediaDevices.getUserMedia.mock.lastCall?.[0] as MediaStreamConstraints;
    expect((lastCall.video as MediaTrackConstraints).deviceId).toEqual({ exact: 'front' });
  });

  it('has no camera switch with one camera, and a torch toggle only where the track has one', async () => {
    const { tracks } = installFakeCamera({ capabilities: { torch: true } });
    render(<BarcodeScanner onDetected={vi.fn()} />);
    const torch = await screen.findByRole('button', { name: 'Lampe torche' });
    expect(screen.queryByRole('button', { name: 'Changer de caméra' })).not.toBeInTheDocument();
    expect(torch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(torch);
    await waitFor(() => expect(torch).toHaveAttribute('aria-pressed', 'true'));
    expect(tracks[0]?.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
  });

  it('shows no torch toggle when the camera has no torch', async () => {
    installFakeCamera();
    render(<BarcodeScanner onDetected={vi.fn()} />);
    await waitFor(() => expect(fakeDecoder.decodeFrame).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Lampe torche' })).not.toBeInTheDocument();
  });
});

describe('BarcodeScanner detection', () => {
  it('reports a code once it was read on two frames, normalised, and announces it', async () => {
    installFakeCamera();
    fakeDecoder.decodeFrame.mockResolvedValue([{ text: '036602301467', format: 'UPC-A' }]);
    const onDetected = vi.fn();
    render(<BarcodeScanner onDetected={onDetected} />);
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith({ code: '0036602301467', format: 'UPC-A' }));
    expect(fakeDecoder.decodeFrame.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Code-barres lu : 0036602301467')).toBeInTheDocument();
    // The code stays under the camera: not reported again.
    const calls = fakeDecoder.decodeFrame.mock.calls.length;
    await waitFor(() => expect(fakeDecoder.decodeFrame.mock.calls.length).toBeGreaterThan(calls + 2));
    expect(onDetected).toHaveBeenCalledTimes(1);
  });

  it('ignores a misread whose check digit is wrong', async () => {
    installFakeCamera();
    fakeDecoder.decodeFrame.mockResolvedValue([{ text: '3560070169444', format: 'EAN-13' }]);
    const onDetected = vi.fn();
    render(<BarcodeScanner onDetected={onDetected} />);
    await waitFor(() => expect(fakeDecoder.decodeFrame.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(onDetected).not.toHaveBeenCalled();
  });

  it('never confirms a code on one video frame decoded twice (a camera slowed down by dim light)', async () => {
    installFakeCamera();
    // The browser calls these back when the <video> shows a new frame; here, when the test says so.
    const callbacks: Array<() => void> = [];
    Object.defineProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback', {
      configurable: true,
      value: (callback: () => void) => callbacks.push(callback),
    });
    Object.defineProperty(HTMLVideoElement.prototype, 'cancelVideoFrameCallback', {
      configurable: true,
      value: () => undefined,
    });
    fakeDecoder.decodeFrame.mockResolvedValue([{ text: '3560070169443', format: 'EAN-13' }]);
    const onDetected = vi.fn();
    // The loop's clock is the test's: its turns run when the test moves the clock, not after a real wait.
    // (It still moves with real time, so the camera's start and waitFor go on as usual.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { unmount } = render(<BarcodeScanner onDetected={onDetected} />);
    try {
      await waitFor(() => expect(fakeDecoder.decodeFrame).toHaveBeenCalledTimes(1));
      // Five turns of the decode loop (60 ms each) go by without a new frame: nothing is decoded again.
      await act(() => vi.advanceTimersByTimeAsync(5 * 60));
      expect(fakeDecoder.decodeFrame).toHaveBeenCalledTimes(1);
      expect(onDetected).not.toHaveBeenCalled();
      act(() => {
        for (const callback of callbacks.splice(0)) callback();
      });
      await waitFor(() => expect(onDetected).toHaveBeenCalledWith({ code: '3560070169443', format: 'EAN-13' }));
      expect(fakeDecoder.decodeFrame).toHaveBeenCalledTimes(2);
    } finally {
      unmount();
      vi.useRealTimers();
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback');
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'cancelVideoFrameCallback');
    }
  });

  it('never reports a code seen on a single frame', async () => {
    installFakeCamera();
    fakeDecoder.decodeFrame
      .mockResolvedValueOnce([{ text: '3560070169443', format: 'EAN-13' }])
      .mockResolvedValueOnce([{ text: '5449000039231', format: 'EAN-13' }]);
    const onDetected = vi.fn();
    render(<BarcodeScanner onDetected={onDetected} />);
    await waitFor(() => expect(fakeDecoder.decodeFrame.mock.calls.length).toBeGreaterThanOrEqual(4));
    expect(onDetected).not.toHaveBeenCalled();
  });
});
