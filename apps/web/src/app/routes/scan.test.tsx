import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnDetected } from '../../features/scanner';
import { setToken } from '../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { lookup, product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The real readers need a camera and a wasm decoder: the route composes a fake one, which hands the flow
// a typed code.
vi.mock('../../features/scanner', () => ({
  BarcodeCapture: function FakeReader({ onDetected, paused }: { onDetected: OnDetected; paused: boolean }) {
    const [code, setCode] = useState('');
    return (
      <div>
        <label>
          Code simulé
          <input value={code} onChange={(event) => setCode(event.target.value)} />
        </label>
        <button type="button" disabled={paused} onClick={() => onDetected({ code, format: 'EAN-13' })}>
          Simuler un scan
        </button>
        <button
          type="button"
          disabled={paused}
          onClick={() =>
            onDetected({ code, format: 'EAN-13', pack: { expiresOn: '2025-06-20', dateKind: 'dlc', lot: 'L7' } })
          }
        >
          Simuler un code GS1
        </button>
      </div>
    );
  },
}));

const KNOWN = '3017620422003';
const ON_OFF = '3228857000852';
const OFF_DOWN = '3560070472888';
const known = product({ id: 5, name: 'Nutella', barcode: KNOWN, stock: [stockItem('2025-06-30')] });

function serve(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApiCalls((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/scanned-products' && call.method === 'GET') {
      return call.query.get('barcode') === KNOWN
        ? jsonResponse(known)
        : errorResponse(404, 'not-found', 'Aucun produit.');
    }
    if (call.path === `/barcodes/${ON_OFF}`) return jsonResponse(lookup({ barcode: ON_OFF, name: 'Pain de mie' }));
    if (call.path === `/barcodes/${OFF_DOWN}`)
      return errorResponse(503, 'off-unavailable', 'Open Food Facts ne répond pas.');
    if (call.path === '/products/5/stock') {
      const body = call.body as { expiresOn: string | null };
      const event = { id: 77, productId: 5, kind: 'added', expiresOn: body.expiresOn, at: '', doneBy: null };
      return jsonResponse({ product: known, events: [event] }, { status: 201 });
    }
    if (call.path === '/scanned-products' && call.method === 'POST') {
      const body = call.body as { name: string; barcode: string; dateKind?: 'dlc' | 'ddm' };
      return jsonResponse(
        product({ id: 42, name: body.name, barcode: body.barcode, dateKind: body.dateKind ?? 'ddm' }),
        {
          status: 201,
        },
      );
    }
    if (call.path === '/products') return jsonResponse({ items: [], total: 0 });
    return undefined;
  });
}

async function scan(user: ReturnType<typeof userEvent.setup>, code: string, button = 'Simuler un scan') {
  const input = await screen.findByLabelText('Code simulé');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: button }));
}

beforeAll(() => Promise.all([import('./scan'), import('./products'), import('../shell/signed-in')]), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

describe('/scan after a code', () => {
  it('offers a one-tap "add a unit" for a product the household has', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, KNOWN);
    const panel = await screen.findByRole('region', { name: 'Déjà dans votre placard' });
    expect(within(panel).getByRole('heading', { name: 'Déjà dans votre placard' })).toHaveFocus();
    expect(within(panel).getByRole('link', { name: 'Voir la fiche du produit' })).toHaveAttribute('href', '/product/5');
    expect(screen.getByRole('button', { name: 'Simuler un scan', hidden: true })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: '+1 semaine' }));
    expect(
      await screen.findByText('1 unité ajoutée (à consommer de préférence avant le 17/06/2025).'),
    ).toBeInTheDocument();
    // The toast comes at once; the unit goes out through the write queue just after.
    await waitFor(() =>
      expect(api.callsTo('POST', '/products/5/stock')[0]?.body).toEqual({ expiresOn: '2025-06-17', count: 1 }),
    );
    expect(api.callsTo('GET', `/barcodes/${KNOWN}`)).toHaveLength(0);
  });

  it('shows the product as the add left it: the new unit count and soonest date', async () => {
    // The server answers the product with its new unit (2 units, the soonest now 13/06).
    const after = product({
      id: 5,
      name: 'Nutella',
      barcode: KNOWN,
      stock: [stockItem('2025-06-30'), stockItem('2025-06-13')],
    });
    serve((call) =>
      call.path === '/products/5/stock'
        ? jsonResponse(
            {
              product: after,
              events: [{ id: 78, productId: 5, kind: 'added', expiresOn: '2025-06-13', at: '', doneBy: null }],
            },
            { status: 201 },
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, KNOWN);
    const panel = await screen.findByRole('region', { name: 'Déjà dans votre placard' });
    expect(panel).toHaveTextContent('Nutella · 1 unité');
    expect(panel).toHaveTextContent('dans 20 jours');

    await user.click(within(panel).getByRole('button', { name: '+3 jours' }));
    await screen.findByText('1 unité ajoutée (à consommer de préférence avant le 13/06/2025).');
    expect(panel).toHaveTextContent('Nutella · 2 unités');
    expect(panel).toHaveTextContent('dans 3 jours');
    expect(panel).not.toHaveTextContent('dans 20 jours');
  });

  it('prefills the form from Open Food Facts and saves the product with its units', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, ON_OFF);
    const panel = await screen.findByRole('region', { name: 'Nouveau produit' });
    expect(within(panel).getByLabelText(/Nom du produit/)).toHaveValue('Pain de mie');
    expect(within(panel).getByLabelText(/Marque/)).toHaveValue('Nutella');
    expect(within(panel).getByLabelText('Catégorie')).toHaveValue('5');
    expect(within(panel).getByLabelText('Catégorie')).toHaveAccessibleDescription(/Open Food Facts/);
    expect(within(panel).getByRole('img', { name: 'Nutri-Score E' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Face avant' })).toBeChecked();

    await user.click(within(panel).getByRole('radio', { name: 'Ingrédients' }));
    await user.clear(within(panel).getByLabelText(/Nom du produit/));
    await user.type(within(panel).getByLabelText(/Nom du produit/), 'Pain de mie complet');
    await user.click(within(panel).getByRole('button', { name: 'Choisir la date de l’unité 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '+3 jours' }));
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une unité' }));
    expect(within(panel).getByText(/Unité 2/).parentElement).toHaveTextContent(
      'à consommer de préférence avant le 13/06/2025',
    );
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('region', { name: 'Produit ajouté' })).toHaveTextContent('« Pain de mie complet »');
    expect(api.callsTo('POST', '/scanned-products')[0]?.body).toEqual({
      barcode: ON_OFF,
      name: 'Pain de mie complet',
      brand: 'Nutella',
      quantity: '400 g',
      categoryId: 5,
      dateKind: 'ddm',
      keepsOpenDays: null,
      notes: null,
      imageUrl: 'https://images.openfoodfacts.org/ingredients_fr.jpg',
      nutriscore: 'e',
      novaGroup: 4,
      ecoscore: 'd',
      stock: [{ expiresOn: '2025-06-13' }, { expiresOn: '2025-06-13' }],
    });
    expect(screen.getByRole('link', { name: 'Voir la fiche du produit' })).toHaveAttribute('href', '/product/42');
    await user.click(screen.getByRole('button', { name: 'Scanner le produit suivant' }));
    expect(screen.getByRole('button', { name: 'Simuler un scan' })).toBeEnabled();
  });

  it('says when look-ups are paced (429 rate-limited) and keeps the barcode in the manual form', async () => {
    const PACED = '3045140105502';
    serve((call) =>
      call.path === `/barcodes/${PACED}`
        ? errorResponse(429, 'rate-limited', 'Votre foyer a cherché beaucoup de codes-barres en une minute.', {
            'Retry-After': '20',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, PACED);
    const panel = await screen.findByRole('region', { name: 'Nouveau produit' });
    expect(panel).toHaveTextContent('Trop de recherches d’un coup');
    expect(panel).toHaveTextContent(`Code-barres : ${PACED}`);
  });

  it('keeps the barcode in a manual form when Open Food Facts does not answer (503)', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, OFF_DOWN);
    const panel = await screen.findByRole('region', { name: 'Nouveau produit' });
    expect(panel).toHaveTextContent('Open Food Facts ne répond pas');
    expect(panel).toHaveTextContent(`Code-barres : ${OFF_DOWN}`);
    const name = within(panel).getByLabelText(/Nom du produit/);
    expect(name).toHaveValue('');

    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(name).toHaveAccessibleDescription('Le nom est obligatoire.');
    expect(api.callsTo('POST', '/scanned-products')).toHaveLength(0);

    await user.type(name, 'Confiture maison');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Produit ajouté' });
    expect(api.callsTo('POST', '/scanned-products')[0]?.body).toMatchObject({
      barcode: OFF_DOWN,
      name: 'Confiture maison',
      categoryId: 7,
      stock: [{ expiresOn: null }],
    });
  });

  it('batch mode saves each code at once with +1 semaine, listed with an undo', async () => {
    const api = serve((call) =>
      call.path === '/products/5/stock/events/77/undo' ? jsonResponse({ product: known, events: [] }) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/scan');
    await user.click(await screen.findByRole('switch', { name: 'Mode rafale' }));
    expect(screen.getByRole('radio', { name: '+1 semaine' })).toBeChecked();

    await scan(user, KNOWN);
    await screen.findByText('« Nutella » ajouté (à consommer de préférence avant le 17/06/2025).');
    await scan(user, ON_OFF);
    await screen.findByText('« Pain de mie » ajouté (à consommer de préférence avant le 17/06/2025).');

    expect(api.callsTo('POST', '/products/5/stock')[0]?.body).toEqual({ expiresOn: '2025-06-17', count: 1 });
    expect(api.callsTo('POST', '/scanned-products')[0]?.body).toMatchObject({
      barcode: ON_OFF,
      name: 'Pain de mie',
      stock: [{ expiresOn: '2025-06-17' }],
    });
    const session = screen.getByRole('region', { name: 'Ajoutés pendant cette session (2)' });
    expect(within(session).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(session).getByRole('button', { name: 'Annuler l’ajout de «\u00a0Nutella\u00a0»' }));
    await screen.findByText('« Nutella » retiré.');
    expect(api.callsTo('POST', '/products/5/stock/events/77/undo')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Ajoutés pendant cette session (1)' })).toBeInTheDocument();
  });

  it('proposes the date a GS1 code carries on a known product, added only with the tap', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/scan');
    await scan(user, KNOWN, 'Simuler un code GS1');
    const panel = await screen.findByRole('region', { name: 'Déjà dans votre placard' });
    expect(panel).toHaveTextContent('Date lue sur le code de l’emballage');
    expect(panel).toHaveTextContent('DLC · 20/06/2025 · lot L7');
    // Nutella is kept as a DDM: said, not silently changed.
    expect(panel).toHaveTextContent('L’emballage indique une DLC ; ce produit est suivi en DDM');
    expect(api.callsTo('POST', '/products/5/stock')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Ajouter une unité, à consommer jusqu’au 20/06/2025' }));
    await screen.findByText('1 unité ajoutée (à consommer de préférence avant le 20/06/2025).');
    await waitFor(() =>
      expect(api.callsTo('POST', '/products/5/stock')[0]?.body).toEqual({ expiresOn: '2025-06-20', count: 1 }),
    );
  });

  it('batch mode adds a GS1 code’s unit with the pack’s date and kind, whatever date is chosen', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp('/scan');
    await user.click(await screen.findByRole('switch', { name: 'Mode rafale' }));
    expect(screen.getByRole('radio', { name: '+1 semaine' })).toBeChecked();

    await scan(user, KNOWN, 'Simuler un code GS1');
    await screen.findByText('« Nutella » ajouté (à consommer de préférence avant le 20/06/2025).');
    await scan(user, ON_OFF, 'Simuler un code GS1');
    await screen.findByText('« Pain de mie » ajouté (à consommer jusqu’au 20/06/2025).');
    expect(api.callsTo('POST', '/products/5/stock')[0]?.body).toEqual({ expiresOn: '2025-06-20', count: 1 });
    expect(api.callsTo('POST', '/scanned-products')[0]?.body).toMatchObject({
      barcode: ON_OFF,
      dateKind: 'dlc',
      stock: [{ expiresOn: '2025-06-20' }],
    });
  });

  it('"Ajouter sans code-barres" opens the custom-product form', async () => {
    const api = serve((call) =>
      call.path === '/custom-products'
        ? jsonResponse(product({ id: 9, name: 'Tomates', barcode: null, scanned: false }), { status: 201 })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/scan');
    await user.click(await screen.findByRole('button', { name: 'Ajouter sans code-barres' }));
    const panel = screen.getByRole('region', { name: 'Produit sans code-barres' });
    await user.type(within(panel).getByLabelText(/Nom du produit/), 'Tomates');
    await user.selectOptions(within(panel).getByLabelText('Catégorie'), '1');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('region', { name: 'Produit ajouté' });
    expect(api.callsTo('POST', '/custom-products')[0]?.body).toEqual({
      name: 'Tomates',
      brand: null,
      quantity: null,
      categoryId: 1,
      dateKind: 'ddm',
      keepsOpenDays: null,
      notes: null,
      stock: [{ expiresOn: null }],
    });
    await waitFor(() => expect(api.callsTo('POST', '/scanned-products')).toHaveLength(0));
  });
});

describe('/scan and the phone’s Back', () => {
  it('closes the date sheet of a new product and keeps its form; leaving the form with changes asks', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Mes produits' });
    await screen.findByRole('contentinfo');
    await user.click(screen.getAllByRole('link', { name: 'Ajouter sans code-barres' })[0] as HTMLElement);
    const panel = await screen.findByRole('region', { name: 'Produit sans code-barres' });
    await user.type(within(panel).getByLabelText(/Nom du produit/), 'Persil');
    await user.click(within(panel).getByRole('button', { name: 'Choisir la date de l’unité 1' }));
    await screen.findByRole('dialog', { name: 'Date de péremption de l’unité 1' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/scan');
    expect(
      within(screen.getByRole('region', { name: 'Produit sans code-barres' })).getByLabelText(/Nom du produit/),
    ).toHaveValue('Persil');

    await act(() => router.navigate(-1));
    const asking = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(asking).getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes produits' })).toBeInTheDocument();
  });
});

describe('a product without barcode whose name the household already has (issue 25)', () => {
  const courgettes = product({ id: 8, name: 'Courgettes', barcode: null, scanned: false });
  const sameName = () =>
    jsonResponse(
      {
        error: { code: 'product-name-taken', message: 'Votre foyer a déjà un produit «\u00a0Courgettes\u00a0».' },
        productId: 8,
        productName: 'Courgettes',
      },
      { status: 409 },
    );

  /** The form filled with « courgettes » and two units without a date, saved once. */
  async function saveCourgettes(api: ReturnType<typeof serve>) {
    const user = userEvent.setup();
    renderApp('/scan');
    await user.click(await screen.findByRole('button', { name: 'Ajouter sans code-barres' }));
    const panel = screen.getByRole('region', { name: 'Produit sans code-barres' });
    await user.type(within(panel).getByLabelText(/Nom du produit/), 'courgettes');
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une unité' }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/custom-products')).toHaveLength(1));
    return { user, panel };
  }

  it('offers « Ajouter 2 unités à Courgettes », which puts the units in that product', async () => {
    const api = serve((call) => {
      if (call.path === '/custom-products') return sameName();
      if (call.path === '/products/8/stock') {
        const { count } = call.body as { count: number };
        const stock = Array.from({ length: count }, (_, index) => stockItem(null, index + 1));
        return jsonResponse({ product: { ...courgettes, stock, inStock: true }, events: [] }, { status: 201 });
      }
      return undefined;
    });
    const { user, panel } = await saveCourgettes(api);
    const offer = await within(panel).findByRole('region', { name: 'Produit déjà dans votre foyer' });
    expect(offer).toHaveTextContent('Vous avez déjà « Courgettes ».');
    const add = within(offer).getByRole('button', { name: 'Ajouter 2 unités à Courgettes' });
    expect(add).toHaveFocus();
    expect(within(panel).queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();

    await user.click(add);
    const saved = await screen.findByRole('region', { name: 'Produit ajouté' });
    expect(saved).toHaveTextContent('Courgettes');
    expect(await screen.findByText('2 unités ajoutées à « Courgettes ».')).toBeInTheDocument();
    expect(api.callsTo('POST', '/products/8/stock').map((call) => call.body)).toEqual([{ expiresOn: null, count: 2 }]);
    expect(api.callsTo('POST', '/custom-products')).toHaveLength(1);
  });

  it('creates a second product of that name when the person says it is another thing', async () => {
    const api = serve((call) => {
      if (call.path !== '/custom-products') return undefined;
      if (!(call.body as { allowSameName?: boolean }).allowSameName) return sameName();
      return jsonResponse({ ...courgettes, id: 9, name: 'courgettes' }, { status: 201 });
    });
    const { user, panel } = await saveCourgettes(api);
    await user.click(await within(panel).findByRole('button', { name: 'Créer un autre produit' }));
    await screen.findByRole('region', { name: 'Produit ajouté' });
    expect(
      api.callsTo('POST', '/custom-products').map((call) => (call.body as { allowSameName?: boolean }).allowSameName),
    ).toEqual([undefined, true]);
    expect(api.callsTo('POST', '/products/8/stock')).toHaveLength(0);
  });

  it('asks again once the name is changed', async () => {
    const api = serve((call) => (call.path === '/custom-products' ? sameName() : undefined));
    const { user, panel } = await saveCourgettes(api);
    await within(panel).findByRole('region', { name: 'Produit déjà dans votre foyer' });
    await user.type(within(panel).getByLabelText(/Nom du produit/), ' rondes');
    expect(within(panel).queryByRole('region', { name: 'Produit déjà dans votre foyer' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});
