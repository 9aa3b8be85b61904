import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { lookup, product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { toastButton } from '../../test/toast';

const ID = 7;
const unitSoon = stockItem('2025-06-11', 11);
const unitLater = stockItem('2025-06-30', 12);
const base = product({
  id: ID,
  name: 'Pâte à tartiner',
  nutriscore: 'c',
  novaGroup: 4,
  ecoscore: 'a-plus',
  stock: [unitLater, unitSoon],
  off: lookup().off,
});

function serve(initial = base) {
  let current = initial;
  const api = stubApiCalls((call) => {
    if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(current);
    if (call.method === 'POST' && call.path === `/products/${ID}/stock`) {
      current = product({ ...current, stock: [...current.stock, stockItem('2025-06-20', 13)] });
      return jsonResponse(
        {
          product: current,
          events: [{ id: 98, productId: ID, kind: 'added', expiresOn: '2025-06-20', at: '', doneBy: null }],
        },
        { status: 201 },
      );
    }
    if (call.method === 'POST' && call.path === `/products/${ID}/stock/11/consume`) {
      current = product({ ...current, stock: [unitLater] });
      return jsonResponse({
        product: current,
        events: [{ id: 99, productId: ID, kind: 'consumed', expiresOn: '2025-06-11', at: '', doneBy: null }],
      });
    }
    if (call.method === 'POST' && call.path === `/products/${ID}/stock/events/99/undo`) {
      current = initial;
      return jsonResponse({ product: current, events: [] });
    }
    const dated = /^\/products\/7\/stock\/(\d+)$/.exec(call.path);
    if (call.method === 'PATCH' && dated) {
      const { expiresOn } = call.body as { expiresOn: string | null };
      const stock = current.stock.map((unit) => (String(unit.id) === dated[1] ? { ...unit, expiresOn } : unit));
      current = product({ ...current, stock });
      return jsonResponse({ product: current, events: [] });
    }
    if (call.method === 'PATCH' && call.path === `/scanned-products/${ID}`) {
      current = { ...current, ...(call.body as object) };
      return jsonResponse(current);
    }
    if (call.method === 'DELETE' && call.path === `/products/${ID}`) return new Response(null, { status: 204 });
    if (call.path === '/products') return jsonResponse({ items: [], total: 0 });
    return undefined;
  });
  return api;
}

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

/** The element whose text, nested parts included, reads `words` (spaces of any kind), and no child of it does. */
const readsWhole = (words: string) => (_: string, element: Element | null) => {
  const text = (node: Element) => node.textContent?.replace(/\s+/g, ' ').trim();
  return element !== null && text(element) === words && ![...element.children].some((child) => text(child) === words);
};

describe('/product/:id', () => {
  it('shows the product, its scores with text alternatives and its units with French dates', async () => {
    serve();
    renderApp(`/product/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pâte à tartiner' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nutri-Score C' })).toHaveTextContent('C');
    expect(screen.getByRole('img', { name: 'NOVA 4' })).toHaveTextContent('4');
    expect(screen.getByRole('img', { name: 'Green-Score A+' })).toHaveTextContent('A+');
    const units = within(screen.getByRole('region', { name: 'Dans le placard (2)' })).getAllByRole('listitem');
    // Soonest first, DD/MM/YYYY, with its label.
    expect(units[0]).toHaveTextContent('11/06/2025');
    expect(units[0]).toHaveTextContent('demain');
    expect(units[1]).toHaveTextContent('30/06/2025');
    expect(screen.getByRole('link', { name: /Données Open Food Facts/ })).toHaveAttribute(
      'href',
      'https://world.openfoodfacts.org/product/3017620422003',
    );
    expect(screen.getByRole('table', { name: 'Valeurs nutritionnelles pour 100 g' })).toHaveTextContent('539 kcal');
    expect(screen.getByText('Lait')).toBeInTheDocument();
  });

  it('writes each unit’s badge in reading order, on its own line under the date, not squeezed beside « Changer la date »', async () => {
    const stock = [stockItem('2025-06-13', 21), stockItem('2025-06-03', 22)];
    serve(product({ ...base, dateKind: 'dlc', stock }));
    renderApp(`/product/${ID}`);
    const cupboard = await screen.findByRole('region', { name: 'Dans le placard (2)' });
    const units = within(cupboard).getAllByRole('listitem') as HTMLElement[];
    for (const [unit, words] of [
      [units[0], 'DLC dépassée depuis 7 jours'],
      [units[1], 'DLC · dans 3 jours'],
    ] as const) {
      // One run of text (« DLC · dans 3 jours »), which wraps, if it must, between words in reading order:
      // not three flex items wrapping each on its own (« dans / DLC · 3 / jours »).
      const badge = within(unit as HTMLElement)
        .getByText(readsWhole(words))
        .closest('[data-tone]');
      expect(badge).not.toBeNull();
      // Beside the button it had a third of a 360 px card; under the date it has the whole width.
      const buttonRow = within(unit as HTMLElement).getByRole('button', { name: 'Changer la date' }).parentElement;
      expect(buttonRow).not.toContainElement(badge as HTMLElement);
      // The buttons still say which unit they act on: its date, then its badge (« 7 jours » has a no-break space).
      const label = words.replace('DLC · ', '').replaceAll(' ', '\\s');
      expect(within(unit as HTMLElement).getByRole('button', { name: 'Consommé' })).toHaveAccessibleDescription(
        new RegExp(`^À consommer jusqu’au.*Péremption \\(Date limite de consommation\\).*${label}$`),
      );
    }
  });

  it('says "inconnu" for a score Open Food Facts does not give', async () => {
    serve(product({ ...base, nutriscore: null, novaGroup: null, ecoscore: null }));
    renderApp(`/product/${ID}`);
    expect(await screen.findByRole('img', { name: 'Nutri-Score inconnu' })).toHaveTextContent('inconnu');
    expect(screen.getByRole('img', { name: 'NOVA inconnu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Green-Score inconnu' })).toBeInTheDocument();
  });

  it('adds a unit through the French date picker (Monday first), then gives the focus back', async () => {
    // A DLC: the toast says its date as the label does, « à consommer jusqu’au » (core's expiryPhrase).
    const api = serve(product({ ...base, dateKind: 'dlc' }));
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    const open = await screen.findByRole('button', { name: 'Ajouter des unités' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter des unités' });
    expect(within(dialog).getByRole('button', { name: '+3 jours' })).toHaveFocus();
    // The weekday row is aria-hidden by react-day-picker (each day button says its full date).
    const weekdays = within(dialog).getAllByRole('columnheader', { hidden: true });
    expect(weekdays[0]).toHaveAccessibleName('lundi');
    expect(weekdays[6]).toHaveAccessibleName('dimanche');
    expect(within(dialog).getByRole('grid')).toHaveAccessibleName('juin 2025');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: /20 juin 2025/ }));
    await waitFor(() => expect(api.callsTo('POST', `/products/${ID}/stock`)).toHaveLength(1));
    expect(api.callsTo('POST', `/products/${ID}/stock`)[0]?.body).toEqual({ expiresOn: '2025-06-20', count: 1 });
    expect(await screen.findByText('1 unité ajoutée (à consommer jusqu’au 20/06/2025).')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Dans le placard (3)' })).toBeInTheDocument();
  });

  it('dates a unit that has none (ticked in the shop), with an undo that takes the date away', async () => {
    const undated = stockItem(null, 14);
    const api = serve(product({ ...base, stock: [unitLater, undated] }));
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    const cupboard = await screen.findByRole('region', { name: 'Dans le placard (2)' });
    const button = within(cupboard).getByRole('button', { name: 'Dater' });
    expect(button).toHaveAccessibleDescription(/^Unité sans date/);
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Date de l’unité' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Tapez la date' }), '14/06/2025{Enter}');

    expect(
      await screen.findByText('Date enregistrée (à consommer de préférence avant le 14/06/2025).'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/products/${ID}/stock/14`).map((call) => call.body)).toEqual([
      { expiresOn: '2025-06-14' },
    ]);
    const units = within(cupboard).getAllByRole('listitem');
    // A DDM's date reads « de préférence avant le », with its article (it read « avant 14/06/2025 »).
    expect(units[0]).toHaveTextContent('À consommer de préférence avant le 14/06/2025');
    expect(within(units[0] as HTMLElement).getByRole('button', { name: 'Changer la date' })).toBeInTheDocument();

    await user.click(await toastButton());
    await waitFor(() => expect(api.callsTo('PATCH', `/products/${ID}/stock/14`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `/products/${ID}/stock/14`)[1]?.body).toEqual({ expiresOn: null });
    expect(await within(cupboard).findByRole('button', { name: 'Dater' })).toBeInTheDocument();
  });

  it('marks a unit eaten, and "Annuler" in the toast calls the undo endpoint', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await screen.findByRole('region', { name: 'Dans le placard (2)' });
    const [soonest] = screen.getAllByRole('button', { name: 'Consommé' });
    expect(soonest).toHaveAccessibleDescription(/11\/06\/2025/);
    await user.click(soonest as HTMLElement);
    expect(await screen.findByText('Unité consommée : bien joué, rien de gaspillé !')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', `/products/${ID}/stock/11/consume`)).toHaveLength(1));
    expect(api.callsTo('POST', `/products/${ID}/stock/11/consume`)[0]?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(await screen.findByRole('region', { name: 'Dans le placard (1)' })).toBeInTheDocument();

    await user.click(await toastButton());
    expect(await screen.findByText('Action annulée.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/products/${ID}/stock/events/99/undo`)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Dans le placard (2)' })).toBeInTheDocument();
  });

  it('eats and adds units with no network: shown at once « En attente… », sent in order when it is back', async () => {
    let networkUp = false;
    let current = base;
    const answer = (stock: typeof base.stock, kind: string, status = 200) => {
      current = product({ ...current, stock });
      const event = { id: 100 + current.stock.length, productId: ID, kind, expiresOn: null, at: '', doneBy: null };
      return jsonResponse({ product: current, events: [event] }, { status });
    };
    const api = stubApiCalls((call) => {
      if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(current);
      if (call.method !== 'POST') return undefined;
      if (!networkUp) throw new TypeError('Failed to fetch');
      if (call.path === `/products/${ID}/stock/11/consume`) return answer([unitLater], 'consumed');
      if (call.path === `/products/${ID}/stock`) return answer([...current.stock, stockItem(null, 14)], 'added', 201);
      if (call.path === `/products/${ID}/stock/14/discard`) return answer([unitLater], 'discarded');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await screen.findByRole('region', { name: 'Dans le placard (2)' });

    const summary = () => screen.getByText(/Prochaine péremption/).parentElement as HTMLElement;
    expect(summary()).toHaveTextContent(/demain/);
    const [soonest] = screen.getAllByRole('button', { name: 'Consommé' });
    await user.click(soonest as HTMLElement);
    expect(await screen.findByRole('region', { name: 'Dans le placard (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^1 modification du placard en attente d’envoi/)).toBeInTheDocument();
    // The heading follows the units shown: the next date is the 30th's, not the unit just eaten.
    expect(summary()).toHaveTextContent(/dans 20 jours/);

    // A unit with no date, added offline, then thrown away before anything was sent.
    await user.click(screen.getByRole('button', { name: 'Ajouter des unités' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sans date' }));
    const region = await screen.findByRole('region', { name: 'Dans le placard (2)' });
    expect(within(region).getByText('En attente…')).toBeInTheDocument();
    await user.click(within(region).getAllByRole('button', { name: 'Jeté' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('region', { name: 'Dans le placard (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^3 modifications du placard en attente d’envoi/)).toBeInTheDocument();

    networkUp = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/en attente d’envoi/)).not.toBeInTheDocument(), { timeout: 5000 });
    // In the order they were made; the unit added offline is thrown away under its real id.
    const sent = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(sent.filter((path, index) => sent.indexOf(path) === index)).toEqual([
      `/products/${ID}/stock/11/consume`,
      `/products/${ID}/stock`,
      `/products/${ID}/stock/14/discard`,
    ]);
    expect(screen.getByRole('region', { name: 'Dans le placard (1)' })).toBeInTheDocument();
  });

  it('« Annuler » on a change not sent yet takes it off the queue: nothing reaches the server', async () => {
    const api = stubApiCalls((call) => {
      if (call.method === 'GET' && call.path === `/products/${ID}`) return jsonResponse(base);
      if (call.method === 'POST') throw new TypeError('Failed to fetch');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await screen.findByRole('region', { name: 'Dans le placard (2)' });
    const [, later] = screen.getAllByRole('button', { name: 'Jeté' });
    await user.click(later as HTMLElement);
    expect(await screen.findByRole('region', { name: 'Dans le placard (1)' })).toBeInTheDocument();
    await user.click(await toastButton());
    expect(await screen.findByText('Action annulée.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Dans le placard (2)' })).toBeInTheDocument();
    expect(screen.queryByText(/en attente d’envoi/)).not.toBeInTheDocument();
    const sentAfterCancel = api.callsTo('POST', `/products/${ID}/stock/12/discard`).length;
    window.dispatchEvent(new Event('online'));
    // Another change after it: the queue is sent in order, so once this one has been tried, the
    // cancelled one would have been tried before it, had it stayed in the queue.
    const [soon] = screen.getAllByRole('button', { name: 'Jeté' });
    await user.click(soon as HTMLElement);
    await waitFor(() => expect(api.callsTo('POST', `/products/${ID}/stock/11/discard`).length).toBeGreaterThan(0));
    expect(api.callsTo('POST', `/products/${ID}/stock/12/discard`)).toHaveLength(sentAfterCancel);
  });

  it('checks the edit form with the core schema and shows French messages under the fields', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le produit' });
    const name = within(dialog).getByLabelText(/Nom du produit/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(name).toHaveFocus();
    expect(api.callsTo('PATCH', `/scanned-products/${ID}`)).toHaveLength(0);

    await user.type(name, 'Pâte aux noisettes');
    expect(name).not.toHaveAccessibleDescription();
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Produits sucrés');
    await user.type(within(dialog).getByLabelText(/Notes/), 'Entamé');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/scanned-products/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/scanned-products/${ID}`)[0]?.body).toEqual({
      name: 'Pâte aux noisettes',
      brand: 'Nutella',
      quantity: '400 g',
      categoryId: 5,
      dateKind: 'ddm',
      keepsOpenDays: null,
      notes: 'Entamé',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pâte aux noisettes' })).toBeInTheDocument();
  });

  it('shows « entamé le … » on an opened unit, and sets how long the product keeps once opened', async () => {
    const api = serve(product({ ...base, stock: [{ ...unitSoon, openedOn: '2025-06-09' }, unitLater] }));
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    const units = within(await screen.findByRole('region', { name: 'Dans le placard (2)' })).getAllByRole('listitem');
    expect(units[0]).toHaveTextContent('entamé le 09/06');
    expect(units[1]).not.toHaveTextContent('entamé');

    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le produit' });
    const days = within(dialog).getByLabelText(/Se conserve après ouverture/);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(days).toHaveAccessibleDescription(/Au moins 1 jour\./);
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/scanned-products/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/scanned-products/${ID}`)[0]?.body).toMatchObject({ keepsOpenDays: 3 });
  });

  it('moves the product to another category in one choice', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(`/product/${ID}`);
    await user.selectOptions(await screen.findByLabelText('Catégorie'), '2');
    expect(await screen.findByText('Catégorie changée : Produits laitiers.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/scanned-products/${ID}`)[0]?.body).toEqual({ categoryId: 2 });
  });

  it('deletes only after confirmation, showing a hostile name as plain text', async () => {
    const hostile = '<img src=x onerror="window.hacked=1">';
    const api = serve(product({ ...base, name: hostile }));
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Supprimer le produit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce produit\u00a0?' });
    expect(dialog).toHaveTextContent(`« ${hostile} » et ses 2 unités seront supprimés définitivement.`);
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(api.callsTo('DELETE', `/products/${ID}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(api.callsTo('DELETE', `/products/${ID}`)).toHaveLength(1);
    expect(await screen.findByText(`« ${hostile} » a été supprimé.`)).toBeInTheDocument();
  });

  it('explains a product that does not exist (404) and links to the list', async () => {
    stubApiCalls((call) =>
      call.path === '/products/404' ? errorResponse(404, 'not-found', 'Introuvable.') : undefined,
    );
    renderApp('/product/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produit introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes produits' })).toHaveAttribute('href', '/products');
  });
});
