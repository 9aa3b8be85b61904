import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { household, MARIE, PAUL, serveHousehold } from '../../features/household/testing/fake-household';
import { FakeEventSource } from '../../features/shopping-list/testing/fake-shopping-list';
import { setAccount, setToken } from '../../lib/storage';
import { errorResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./household'), 20_000);
beforeEach(() => {
  setToken('t');
  setAccount('marie@example.fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHousehold() {
  const view = renderApp('/household');
  await screen.findByRole('heading', { level: 2, name: 'Membres (2)' });
  return view;
}

const memberItem = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the « Foyer » screen', () => {
  it('shows the name and the members, their e-mail and role, and who « vous » is', async () => {
    serveHousehold();
    await openHousehold();
    expect(screen.getByText('Chez Marie')).toBeInTheDocument();
    expect(memberItem('Marie')).toHaveTextContent('(vous)');
    expect(memberItem('Marie')).toHaveTextContent('marie@example.fr');
    expect(memberItem('Marie')).toHaveTextContent('propriétaire');
    expect(memberItem('Paul')).toHaveTextContent('paul@example.fr');
    expect(memberItem('Paul')).toHaveTextContent('membre');
    expect(memberItem('Paul')).not.toHaveTextContent('(vous)');
  });

  it('wraps a long household or member name inside a 360 px screen', async () => {
    // jsdom lays nothing out: what it can check is that the text may break anywhere, inside a word too
    // (80 characters without a space ran to x = 674 px on a phone, audit).
    const wraps = (element: HTMLElement | null): boolean =>
      element !== null && (element.classList.contains('wrap-anywhere') || wraps(element.parentElement));
    const long = `🍕🍕🍕 Foyer ${'x'.repeat(70)}`;
    const longMember = `Paul${'x'.repeat(46)}`;
    serveHousehold({
      details: household({ name: long, members: [MARIE, { ...PAUL, displayName: longMember }] }),
      invitations: [
        {
          id: 31,
          createdAt: '2025-06-10T12:00:00.000Z',
          expiresAt: '2025-06-17T12:00:00.000Z',
          createdBy: { userId: PAUL.userId, displayName: longMember },
        },
      ],
    });
    await openHousehold();
    expect(wraps(screen.getByText(long))).toBe(true);
    expect(wraps(screen.getByText(longMember))).toBe(true);
    expect(wraps(await screen.findByText(new RegExp(`^Créée par ${longMember}`)))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Retirer ${longMember} du foyer` }));
    const dialog = screen.getByRole('alertdialog');
    expect(wraps(within(dialog).getByRole('heading', { name: `Retirer ${longMember} du foyer\u00a0?` }))).toBe(true);
    expect(wraps(within(dialog).getByText(new RegExp(`^${longMember} ne verra plus`)))).toBe(true);
  });

  it('lets an owner rename the household, then gives the focus back to « Renommer »', async () => {
    const api = serveHousehold();
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    const field = screen.getByLabelText('Nom du foyer');
    await userEvent.clear(field);
    await userEvent.type(field, 'Rue des Lilas');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Rue des Lilas')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/household')[0]?.body).toEqual({ name: 'Rue des Lilas' });
    expect(screen.getByRole('button', { name: 'Renommer' })).toHaveFocus();
  });

  it('gives the focus back to « Renommer » when the renaming is cancelled, the name unchanged', async () => {
    const api = serveHousehold();
    await openHousehold();
    expect(screen.getByRole('button', { name: 'Renommer' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Renommer' }));
    await userEvent.type(screen.getByLabelText('Nom du foyer'), ' bis');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Chez Marie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renommer' })).toHaveFocus();
    expect(api.callsTo('PATCH', '/household')).toHaveLength(0);
  });

  it('invites: the code big, the full link, a QR code, and the pending invitation to revoke', async () => {
    const api = serveHousehold();
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter quelqu’un' }));
    expect(await screen.findByText('ACDE-FGHJ')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/Glouton/join/ACDEFGHJ`)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code du lien d’invitation' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/household/invitations')[0]?.headers.get('Idempotency-Key')).toBeTruthy();

    const revoke = await screen.findByRole('button', { name: /^Révoquer l’invitation valable jusqu’au 17 juin/ });
    expect(revoke.closest('li')).toHaveTextContent('Créée par vous');
    await userEvent.click(revoke);
    await waitFor(() => expect(api.callsTo('DELETE', '/household/invitations/30')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Invitations en attente')).not.toBeInTheDocument());
  });

  it('drops the code shown once someone has used it, heard on the live stream, without a reload', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = serveHousehold();
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter quelqu’un' }));
    expect(await screen.findByText('ACDE-FGHJ')).toBeInTheDocument();
    await screen.findByText('Invitations en attente');

    // Léa joins with the code on her phone: the server says `household-changed` to Marie's screens.
    const LEA = { ...PAUL, userId: 3, email: 'lea@example.fr', displayName: 'Léa' };
    api.state.details = household({ members: [MARIE, PAUL, LEA] });
    api.state.invitations = [];
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.instances[0]?.emit('household-changed', { type: 'household-changed', at: 'now' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (3)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ACDE-FGHJ')).not.toBeInTheDocument());
    expect(screen.queryByText(/Valable une seule fois/)).not.toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(
      'Le code ACDE-FGHJ n’est plus valable\u00a0: il a servi, a été révoqué ou a expiré.',
    );
    expect(screen.queryByText('Invitations en attente')).not.toBeInTheDocument();
    // A new code is one tap away.
    await userEvent.click(screen.getByRole('button', { name: 'Créer une autre invitation' }));
    expect(await screen.findByText('ACDE-FGHJ')).toBeInTheDocument();
  });

  it('copies the link', async () => {
    serveHousehold();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter quelqu’un' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/Glouton/join/ACDEFGHJ`);
    expect(await screen.findByText('Lien copié.')).toBeInTheDocument();
  });

  it('makes another member an owner after saying what it means', async () => {
    const api = serveHousehold();
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Rendre propriétaire Paul' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rendre Paul propriétaire\u00a0?' });
    expect(dialog).toHaveTextContent('Vous restez propriétaire.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rendre propriétaire' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/household/members/2')[0]?.body).toEqual({ role: 'owner' });
    expect(memberItem('Paul')).toHaveTextContent('propriétaire');
  });

  it('removes a member after saying they keep their account and get an empty household', async () => {
    const api = serveHousehold();
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Paul du foyer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer Paul du foyer\u00a0?' });
    expect(dialog).toHaveTextContent('Son compte est gardé');
    expect(dialog).toHaveTextContent('foyer vide');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer du foyer' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/household/members/2')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Membres (1)' })).toBeInTheDocument();
  });

  it('shows a member no owner actions', async () => {
    serveHousehold({ details: household({ you: 2 }) });
    await openHousehold();
    expect(screen.queryByRole('button', { name: 'Renommer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer .* du foyer/ })).not.toBeInTheDocument();
    expect(memberItem('Paul')).toHaveTextContent('(vous)');
  });

  it('explains why the last owner cannot leave', async () => {
    serveHousehold({ leaveError: [409, 'owner-must-transfer'] });
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Quitter le foyer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter le foyer\u00a0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le foyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vous êtes le seul propriétaire du foyer. Rendez d’abord un autre membre propriétaire',
    );
  });

  it('explains that someone alone has nothing to leave', async () => {
    serveHousehold({ details: household({ members: [MARIE] }), leaveError: [409, 'sole-member'] });
    renderApp('/household');
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter le foyer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le foyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vous êtes seul dans ce foyer');
  });

  it('after leaving, forgets the old household, goes home and says what happened there', async () => {
    const api = serveHousehold({
      details: household({
        members: [
          { ...MARIE, role: 'member' },
          { ...PAUL, role: 'owner' },
        ],
      }),
    });
    const { router } = await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Quitter le foyer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter le foyer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/household/leave')).toHaveLength(1);
    expect(
      await screen.findByText(
        'Vous avez quitté le foyer « Chez Marie » : vous voici dans « Mon foyer », un foyer vide à votre nom.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    // Nothing of the old household is shown again from the cache: the screen asks and shows the new one.
    await act(() => router.navigate('/household'));
    expect(await screen.findByText('Mon foyer')).toBeInTheDocument();
    expect(screen.queryByText('Chez Marie')).not.toBeInTheDocument();
  });

  it('shares the link with the phone’s share sheet when there is one', async () => {
    serveHousehold();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter quelqu’un' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/Glouton/join/ACDEFGHJ` }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });

  it('takes a code typed by hand to the join screen', async () => {
    serveHousehold();
    const { router } = await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'J’ai un code' }));
    await userEvent.type(screen.getByLabelText('Code d’invitation'), 'acde fghj');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/join/ACDEFGHJ'));
  });

  it('names the character a code cannot hold, and says the length only when the length is wrong', async () => {
    serveHousehold();
    const { router } = await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'J’ai un code' }));
    const field = screen.getByLabelText('Code d’invitation');
    const tryCode = async (typed: string) => {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    };

    // Eight letters and digits: « 8 caractères » would be no help; Z is left out of codes (read as 2).
    await tryCode('zzzz-9999');
    expect(field).toHaveAccessibleDescription(
      /^Le caractère «\u00a0Z\u00a0» n’existe pas dans un code d’invitation\u00a0: un code n’a que les lettres ACDEFGHJKMNPQRTWXY et les chiffres 34679\. Vérifiez le code reçu\./,
    );
    await tryCode('ACDE-0BIB');
    expect(field).toHaveAccessibleDescription(
      /^Les caractères «\u00a00\u00a0», «\u00a0B\u00a0» et «\u00a0I\u00a0» n’existent pas dans un code d’invitation/,
    );
    await tryCode('ACDE-FGH');
    expect(field).toHaveAccessibleDescription(
      /^Le code d’invitation a 8 caractères \(lettres et chiffres\), par exemple ACDE-FGHJ\./,
    );
    expect(router.state.location.pathname).toBe('/household');
  });

  it('says when the server refused an owner action', async () => {
    serveHousehold({
      other: (call) =>
        call.method === 'PATCH' && call.path === '/household/members/2'
          ? errorResponse(403, 'forbidden', 'Interdit.')
          : undefined,
    });
    await openHousehold();
    await userEvent.click(screen.getByRole('button', { name: 'Rendre propriétaire Paul' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rendre propriétaire' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Seuls les propriétaires du foyer');
  });
});
