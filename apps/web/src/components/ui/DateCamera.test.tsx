import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeCamera, mediaError } from '../../lib/camera/testing/fake-camera';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { TODAY } from '../../test/fixtures';
import { ExpiryDateDialog } from './ExpiryDateDialog';

// jsdom draws no video on a canvas: the cut under the box (guide-box.ts, tested on its own and in the
// Chromium journey read-date.spec.ts) hands over a JPEG of its own here.
const grabbed = vi.hoisted(() => ({
  jpeg: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
}));
vi.mock('../../lib/camera/guide-box', async (original) => ({
  ...(await original<typeof import('../../lib/camera/guide-box')>()),
  grabUnderBox: vi.fn(async () => grabbed.jpeg),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY); // Tuesday 10 June 2025
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const readAnswer = () =>
  stubApiCalls((call) =>
    call.path === '/expiry/read'
      ? jsonResponse({
          candidates: [
            { expiresOn: '2025-07-12', dateKind: 'dlc', text: 'À consommer jusqu’au 12/07/2025', confidence: 0.9 },
          ],
        })
      : undefined,
  );

function sheet(open = true, onChoose = vi.fn()) {
  return <ExpiryDateDialog open={open} title="Ajouter des unités" withCount onClose={() => {}} onChoose={onChoose} />;
}

describe('« Lire la date » with the live camera', () => {
  it('films with the back camera, sends what is under the box, stops the camera and uses the date only when tapped', async () => {
    const { mediaDevices, tracks } = installFakeCamera();
    const api = readAnswer();
    const onChoose = vi.fn();
    render(sheet(true, onChoose));
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
    expect(within(dialog).getByRole('button', { name: 'Lire la date' })).toHaveAccessibleDescription(
      'Filmez la date dans le cadre, ou photographiez-la de près, bien à plat.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Lire la date' }));
    const camera = within(dialog).getByRole('region', { name: 'Caméra pour lire la date' });
    expect(camera).toHaveTextContent('Placez la date dans le cadre');
    const read = within(camera).getByRole('button', { name: 'Lire' });
    expect(read).toHaveFocus();
    await waitFor(() => expect(read).not.toHaveAttribute('aria-busy'));
    expect(mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      audio: false,
    });

    await user.click(read);
    const proposal = await within(dialog).findByRole('region', { name: 'Date lue' });
    const [sent] = api.callsTo('POST', '/expiry/read');
    expect(sent?.headers.get('content-type')).toBe('image/jpeg');
    // The picture is taken: the camera is off while the date is proposed.
    expect(within(dialog).queryByRole('region', { name: 'Caméra pour lire la date' })).not.toBeInTheDocument();
    expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(within(proposal).getByRole('button', { name: 'Utiliser le 12/07/2025' }));
    expect(onChoose).toHaveBeenCalledWith('2025-07-12', 1, null);
  });

  it('leaves no track open when the sheet closes while the camera films', async () => {
    const { tracks } = installFakeCamera();
    const view = render(sheet());
    await userEvent.click(screen.getByRole('button', { name: 'Lire la date' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lire' })).not.toHaveAttribute('aria-busy'));
    expect(tracks).toHaveLength(1);
    expect(tracks[0]?.readyState).toBe('live');

    view.rerender(sheet(false));
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('« Fermer la caméra » stops it and gives the two ways back', async () => {
    const { tracks } = installFakeCamera();
    render(sheet());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lire la date' }));
    await waitFor(() => expect(tracks).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Fermer la caméra' }));
    expect(tracks[0]?.readyState).toBe('ended');
    expect(screen.getByRole('button', { name: 'Lire la date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', 'Accès à la caméra refusé'],
    ['NotFoundError', 'Aucune caméra trouvée'],
  ])('after %s, says why in French and puts the photo forward', async (name, title) => {
    installFakeCamera({ getUserMedia: () => Promise.reject(mediaError(name)) });
    readAnswer();
    render(sheet());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lire la date' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('Vous pouvez prendre une photo de la date à la place.');
    const photo = screen.getByRole('button', { name: 'Prendre une photo' });
    await waitFor(() => expect(photo).toHaveFocus());

    await user.upload(
      screen.getByLabelText('Photo de la date'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'date.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('region', { name: 'Date lue' })).toHaveTextContent('12/07/2025');
  });

  it('on a page without https, says so without asking for the camera', async () => {
    const { mediaDevices } = installFakeCamera({ secure: false });
    render(sheet());
    await userEvent.click(screen.getByRole('button', { name: 'Lire la date' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La caméra demande une connexion sécurisée');
    expect(alert).toHaveTextContent('https://');
    expect(mediaDevices.getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});
