import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { TODAY } from '../../test/fixtures';
import { ExpiryDateDialog } from './ExpiryDateDialog';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY); // Tuesday 10 June 2025
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'date.png', { type: 'image/png' });

function open() {
  const onChoose = vi.fn();
  render(<ExpiryDateDialog open title="Ajouter des unités" withCount onClose={() => {}} onChoose={onChoose} />);
  const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
  return { onChoose, dialog, user: userEvent.setup() };
}

describe('« Lire la date » in the date sheet', () => {
  it('sends the photo, shows the date read with its words and kind, and uses it only when tapped', async () => {
    const api = stubApiCalls((call) =>
      call.path === '/expiry/read'
        ? jsonResponse({
            candidates: [
              { expiresOn: '2025-07-12', dateKind: 'dlc', text: 'À consommer jusqu’au 12/07/2025', confidence: 0.9 },
              { expiresOn: '2025-07-02', dateKind: null, text: '02/07/25', confidence: 0.4 },
            ],
          })
        : undefined,
    );
    const { onChoose, dialog, user } = open();
    expect(within(dialog).getByRole('button', { name: 'Lire la date' })).toHaveAccessibleDescription(
      'Filmez la date dans le cadre, ou photographiez-la de près, bien à plat.',
    );
    await user.upload(within(dialog).getByLabelText('Photo de la date'), photo());

    const read = await within(dialog).findByRole('region', { name: 'Date lue' });
    expect(read).toHaveTextContent('Lu sur l’emballage : À consommer jusqu’au 12/07/2025');
    expect(read).toHaveTextContent('DLC · Date limite de consommation');
    const [sent] = api.callsTo('POST', '/expiry/read');
    expect(sent?.headers.get('content-type')).toBe('image/png');
    // Nothing is chosen before the tap.
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(within(read).getByRole('button', { name: 'Utiliser le 12/07/2025' }));
    expect(onChoose).toHaveBeenCalledWith('2025-07-12', 1, null);
  });

  it('offers the other dates read, and says when the words give no kind', async () => {
    stubApiCalls((call) =>
      call.path === '/expiry/read'
        ? jsonResponse({
            candidates: [
              { expiresOn: '2025-08-01', dateKind: null, text: '01/08/25', confidence: 0.6 },
              { expiresOn: '2025-08-07', dateKind: null, text: '07/08/25', confidence: 0.3 },
            ],
          })
        : undefined,
    );
    const { onChoose, dialog, user } = open();
    await user.upload(within(dialog).getByLabelText('Photo de la date'), photo());
    const read = await within(dialog).findByRole('region', { name: 'Date lue' });
    expect(read).toHaveTextContent('Type de date non indiqué');
    await user.click(within(read).getByRole('button', { name: /Plutôt le 07\/08\/2025/ }));
    expect(onChoose).toHaveBeenCalledWith('2025-08-07', 1, null);
  });

  it('says in French when no date could be read, and lets the person try again', async () => {
    stubApiCalls((call) =>
      call.path === '/expiry/read' ? errorResponse(422, 'no-date-found', 'Aucune date lue.') : undefined,
    );
    const { onChoose, dialog, user } = open();
    await user.upload(within(dialog).getByLabelText('Photo de la date'), photo());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Aucune date lue : prenez la date de plus près.',
    );
    expect(within(dialog).getByRole('button', { name: 'Lire la date' })).toBeEnabled();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the server’s own words for a photo it refuses', async () => {
    stubApiCalls((call) =>
      call.path === '/expiry/read'
        ? errorResponse(429, 'rate-limited', 'Une photo de votre foyer est déjà en cours de lecture.')
        : undefined,
    );
    const { dialog, user } = open();
    await user.upload(within(dialog).getByLabelText('Photo de la date'), photo());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Une photo de votre foyer est déjà en cours de lecture.',
    );
  });
});
