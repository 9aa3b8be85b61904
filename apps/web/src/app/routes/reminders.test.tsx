import type { Digest, ReminderSettingsResponse } from '@glouton/core/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccount, setToken } from '../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([import('./reminders'), import('./unsubscribe')]), 20_000);
beforeEach(() => {
  setToken('t');
  setAccount('marie@example.fr');
  vi.useFakeTimers({ now: new Date(2025, 5, 10, 12, 0, 0), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SETTINGS: ReminderSettingsResponse = {
  leadDays: 3,
  digestHour: 18,
  channels: { push: false, email: false, calendar: true },
  quietDays: [],
  available: { push: false, email: true, calendar: true },
  email: 'marie@example.fr',
  calendarSubscribed: false,
};

const DIGEST: Digest = {
  date: '2025-06-10',
  sections: [
    {
      kind: 'dlc-passed',
      units: [{ productId: 4, name: 'Yaourt', expiresOn: '2025-06-09', dateKind: 'dlc', count: 2 }],
    },
    { kind: 'tomorrow', units: [{ productId: 5, name: 'Pain', expiresOn: '2025-06-11', dateKind: 'ddm', count: 1 }] },
  ],
  recipes: [{ id: 9, name: 'Pain perdu', uses: 1 }],
};

function serve(other?: (call: ApiCall) => Response | undefined) {
  const state = { settings: { ...SETTINGS } };
  const api = stubApiCalls((call) => {
    const answer = other?.(call);
    if (answer) return answer;
    if (call.path === '/me/reminders' && call.method === 'GET') return jsonResponse(state.settings);
    if (call.path === '/me/reminders' && call.method === 'PUT') {
      state.settings = { ...state.settings, ...(call.body as object) };
      return jsonResponse(state.settings);
    }
    if (call.path === '/me/reminders/preview') return jsonResponse(DIGEST);
    return undefined;
  });
  return { api, state };
}

describe('/reminders', () => {
  it('shows today’s digest in its sections with links, and the recipes to cook', async () => {
    serve();
    renderApp('/reminders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rappels' })).toBeInTheDocument();
    const preview = (await screen.findByRole('heading', { name: 'Le rappel du jour' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(preview).findByRole('heading', { name: 'DLC dépassée' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Yaourt ×2' })).toHaveAttribute('href', '/product/4');
    expect(within(preview).getByText('DLC dépassée depuis 1', { exact: false }).closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'expired',
    );
    expect(within(preview).getByRole('heading', { name: 'À consommer demain' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Pain perdu' })).toHaveAttribute('href', '/recipe/9');
  });

  it('saves a change at once, the whole settings, and puts it back with the reason when refused', async () => {
    let refuse = false;
    const { api } = serve((call) =>
      refuse && call.method === 'PUT' ? errorResponse(400, 'invalid-input', 'Au plus 14\u00a0jours.') : undefined,
    );
    const user = userEvent.setup();
    renderApp('/reminders');
    const email = await screen.findByRole('switch', { name: 'E-mail' });
    await user.click(email);
    await waitFor(() => expect(api.callsTo('PUT', '/me/reminders')).toHaveLength(1));
    expect(api.callsTo('PUT', '/me/reminders')[0]?.body).toEqual({
      leadDays: 3,
      digestHour: 18,
      channels: { push: false, email: true, calendar: true },
      quietDays: [],
    });
    expect(email).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Dimanche' }));
    await waitFor(() => expect(api.callsTo('PUT', '/me/reminders')[1]?.body).toMatchObject({ quietDays: [7] }));

    refuse = true;
    await user.selectOptions(screen.getByLabelText('Heure du rappel'), '7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Réglage non enregistré. Au plus 14 jours.');
    expect(screen.getByLabelText('Heure du rappel')).toHaveValue('18');
  });

  it('sends the digest by e-mail now and says what it did; a server without push says so', async () => {
    serve((call) =>
      call.path === '/me/reminders/test'
        ? jsonResponse({ channel: 'email', sample: true, delivered: 1, failed: 0 }, { status: 202 })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/reminders');
    await user.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await user.click(await screen.findByRole('button', { name: 'M’envoyer maintenant le rappel du jour par e-mail' }));
    expect(
      await screen.findByText('Un exemple de rappel (rien ne périme bientôt) vient d’être envoyé par e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notifications' })).toHaveAccessibleDescription(
      /Ce serveur n’envoie pas de notifications\u00a0: la personne qui l’héberge peut les activer/,
    );
  });

  it('shows a channel the server cannot use off and disabled, says why and who can turn it on, and never sends it on', async () => {
    // Push on (the default, or an older server's answer) on a server without push; e-mail without SMTP.
    const { api } = serve((call) =>
      call.path === '/me/reminders' && call.method === 'GET'
        ? jsonResponse({
            ...SETTINGS,
            channels: { push: true, email: false, calendar: true },
            available: { push: false, email: false, calendar: true },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/reminders');
    const push = await screen.findByRole('switch', { name: 'Notifications' });
    const email = screen.getByRole('switch', { name: 'E-mail' });
    for (const [channel, setting] of [
      [push, 'VAPID_SUBJECT'],
      [email, 'SMTP_URL'],
    ] as const) {
      expect(channel).toHaveAttribute('aria-checked', 'false');
      expect(channel).toHaveAttribute('aria-disabled', 'true');
      expect(channel).toHaveTextContent('Non');
      // What the screen says under it is what a screen reader hears with it.
      expect(channel).toHaveAccessibleDescription(new RegExp(`la personne qui l’héberge peut les activer.*${setting}`));
    }
    expect(screen.getByText(/Ce serveur n’envoie pas de notifications/)).toBeVisible();
    await user.click(push);
    await user.click(email);
    expect(push).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('button', { name: /maintenant/ })).not.toBeInTheDocument();
    // Another setting saved: the channels it cannot use go back off.
    await user.click(screen.getByRole('checkbox', { name: 'Dimanche' }));
    await waitFor(() => expect(api.callsTo('PUT', '/me/reminders')).toHaveLength(1));
    expect(api.callsTo('PUT', '/me/reminders')[0]?.body).toMatchObject({
      channels: { push: false, email: false, calendar: true },
      quietDays: [7],
    });
  });
});

describe('/unsubscribe', () => {
  it('stops the e-mails after one tap, without a session', async () => {
    setToken('');
    const { api } = serve((call) =>
      call.path === '/reminders/unsubscribe' ? new Response(null, { status: 204 }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/unsubscribe?token=12.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await user.click(await screen.findByRole('button', { name: 'Ne plus recevoir le rappel par e-mail' }));
    expect(await screen.findByText(/vous ne recevrez plus le rappel par e-mail/)).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toContain(
      '/reminders/unsubscribe?token=12.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
  });

  it('says when the link is not recognised', async () => {
    serve((call) =>
      call.path === '/reminders/unsubscribe' ? errorResponse(404, 'not-found', 'Lien inconnu.') : undefined,
    );
    const user = userEvent.setup();
    renderApp('/unsubscribe?token=99.bad-token-bad-token');
    await user.click(await screen.findByRole('button', { name: 'Ne plus recevoir le rappel par e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de désabonnement n’est pas reconnu ou a expiré.',
    );
  });
});
