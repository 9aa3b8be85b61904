import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccount, setToken } from '../../lib/storage';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('./account'), 20_000);

/** What the browser was asked to save: the anchor's name and the Blob behind its object URL. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  setToken('t');
  setAccount('marie@example.fr');
  vi.useFakeTimers({ now: new Date(2025, 5, 10, 12, 0, 0), toFake: ['Date'] });
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: both are the browser's, spied on here. Left in
  // place after the test, since the revocation runs a minute later.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = {
  user: { id: 1, email: 'marie@example.fr', displayName: 'Marie', createdAt: '2025-01-01T10:00:00.000Z' },
  household: { id: 7, name: 'Chez Marie', role: 'owner' },
};

const EXPORT = {
  format: 'glouton-household-export',
  version: 1,
  exportedAt: '2025-06-10T10:00:00.000Z',
  household: { name: 'Chez Paul' },
  members: [],
  products: [],
  shoppingList: [],
  recipes: [],
};

const ADDED = {
  products: 12,
  mergedProducts: 3,
  units: 40,
  listLines: 5,
  mergedListLines: 0,
  recipes: 2,
  existingRecipes: 0,
  planSlots: 6,
  existingPlanSlots: 0,
};

function serve(other: (call: ApiCall) => Response | Promise<Response> | undefined) {
  return stubApiCalls((call) => {
    const answer = other(call);
    if (answer) return answer;
    if (call.path === '/me') return jsonResponse(ME);
    if (call.path === '/me/sessions') return jsonResponse([]);
    return undefined;
  });
}

async function openData() {
  renderApp('/account');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Mes données' });
  return heading.closest('section') as HTMLElement;
}

const jsonFile = (content: string, name = 'glouton-2025-06-01.json') =>
  new File([content], name, { type: 'application/json' });

/** Chooses a file in « Importer un fichier », as the file picker does. */
async function choose(section: HTMLElement, file: File) {
  await userEvent.upload(within(section).getByLabelText('Importer un fichier'), file);
}

async function chooseAndConfirm(section: HTMLElement) {
  await choose(section, jsonFile(JSON.stringify(EXPORT)));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter ce fichier à votre foyer\u00a0?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
  return dialog;
}

describe('« Mes données »: the downloads', () => {
  it('downloads everything as JSON with the session, under the name the server gives', async () => {
    let answer: (response: Response) => void = () => {};
    const api = serve((call) =>
      call.path === '/export' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const section = await openData();
    await userEvent.click(within(section).getByRole('button', { name: 'Télécharger tout (JSON)' }));
    expect(await within(section).findByText('Préparation…')).toBeInTheDocument();
    expect(api.callsTo('GET', '/export')[0]?.headers.get('Authorization')).toBe('Bearer t');

    answer(
      new Response(JSON.stringify(EXPORT), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="glouton-2025-06-10.json"',
        },
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('glouton-2025-06-10.json');
    expect(JSON.parse((await saved[0]?.blob.text()) ?? '')).toEqual(EXPORT);
    await waitFor(() => expect(within(section).queryByText('Préparation…')).not.toBeInTheDocument());
  });

  it('downloads the cupboard as CSV, named after the day when the server gives no name', async () => {
    serve((call) =>
      call.path === '/export/stock.csv'
        ? new Response('\uFEFFProduit;Marque\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : undefined,
    );
    const section = await openData();
    await userEvent.click(within(section).getByRole('button', { name: 'Télécharger le placard (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('glouton-placard-2025-06-10.csv');
  });

  it('says when the server cannot be reached, or failed', async () => {
    serve((call) => {
      if (call.path === '/export') throw new TypeError('Failed to fetch');
      if (call.path === '/export/stock.csv') return errorResponse(500, 'internal-error', 'Erreur interne.');
      return undefined;
    });
    const section = await openData();
    await userEvent.click(within(section).getByRole('button', { name: 'Télécharger tout (JSON)' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur.');
    await userEvent.click(within(section).getByRole('button', { name: 'Télécharger le placard (CSV)' }));
    await waitFor(() => expect(within(section).getAllByRole('alert')).toHaveLength(2));
    expect(within(section).getAllByRole('alert')[1]).toHaveTextContent('Le téléchargement a échoué.');
    expect(saved).toHaveLength(0);
  });

  it('says when to try again after the household’s exports of the hour (429 too-many-exports)', async () => {
    serve((call) =>
      call.path === '/export'
        ? errorResponse(429, 'too-many-exports', 'Trop d’exports.', { 'Retry-After': '1200' })
        : undefined,
    );
    const section = await openData();
    await userEvent.click(within(section).getByRole('button', { name: 'Télécharger tout (JSON)' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Trop de demandes en peu de temps. Réessayez dans 20 minutes.',
    );
    expect(saved).toHaveLength(0);
  });
});

describe('« Mes données »: the import', () => {
  it('refuses a file that is not JSON at once, without asking the server', async () => {
    const api = serve(() => undefined);
    const section = await openData();
    await choose(section, jsonFile('Produit;Marque\r\nLait;Lactel', 'placard.json'));
    expect(await within(section).findByRole('alert')).toHaveTextContent('« placard.json » n’est pas un export Glouton');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/import')).toHaveLength(0);
  });

  it.each([
    ['another app’s JSON', { name: 'Lait', quantity: 2 }, '« autre.json » n’est pas un export Glouton'],
    ['a list', [EXPORT], '« autre.json » n’est pas un export Glouton'],
    ['an export of an unknown version', { ...EXPORT, version: 0 }, '« autre.json » n’est pas un export Glouton'],
    [
      'an export from a newer Glouton',
      { ...EXPORT, version: 99 },
      '« autre.json » : ce fichier vient d’une version plus récente de Glouton. Mettez ce serveur à jour pour l’importer.',
    ],
  ])(
    'refuses %s on the device, before the confirmation, asking nothing of the server',
    async (_case, content, message) => {
      const api = serve(() => undefined);
      const section = await openData();
      await choose(section, jsonFile(JSON.stringify(content), 'autre.json'));
      expect(await within(section).findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.callsTo('POST', '/import')).toHaveLength(0);
    },
  );

  it('says what an import does, then adds the file and tells what was added', async () => {
    const api = serve((call) => (call.path === '/import' ? jsonResponse({ added: ADDED }) : undefined));
    const section = await openData();
    const input = within(section).getByLabelText('Importer un fichier');
    expect(input).toHaveAttribute('accept', '.json,application/json');
    await choose(section, jsonFile(JSON.stringify(EXPORT)));

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter ce fichier à votre foyer\u00a0?' });
    expect(dialog).toHaveTextContent('glouton-2025-06-01.json');
    expect(dialog).toHaveTextContent('rien n’est remplacé ni supprimé');
    expect(dialog).toHaveTextContent('fusionné avec le vôtre');
    expect(dialog).toHaveTextContent('Un repas que votre planning prévoit déjà ce jour-là est gardé');
    expect(dialog).toHaveTextContent('exporté depuis ce foyer-ci, tout son contenu sera ajouté une deuxième fois');
    // The dialog moves the focus once it is drawn (an effect), not in the same tick.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    expect(api.callsTo('POST', '/import')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    await waitFor(() =>
      expect(within(section).getByText(/^Import terminé/)).toHaveTextContent(
        'Import terminé : 12 produits ajoutés, 3 fusionnés avec les vôtres, 40 unités, 5 lignes de liste, 2 recettes, 6 repas planifiés.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    const [sent] = api.callsTo('POST', '/import');
    expect(sent?.body).toEqual(EXPORT);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says one product, one unit… in the singular, and what was already there', async () => {
    const one = {
      products: 1,
      mergedProducts: 1,
      units: 1,
      listLines: 0,
      mergedListLines: 2,
      recipes: 1,
      existingRecipes: 1,
      planSlots: 1,
      existingPlanSlots: 1,
    };
    serve((call) => (call.path === '/import' ? jsonResponse({ added: one }) : undefined));
    const section = await openData();
    await chooseAndConfirm(section);
    expect(await within(section).findByText(/^Import terminé/)).toHaveTextContent(
      'Import terminé : 1 produit ajouté, 1 fusionné avec les vôtres, 1 unité, 0 ligne de liste, 2 lignes ajoutées aux vôtres, 1 recette, 1 recette déjà présente, 1 repas planifié, 1 repas déjà prévu ce jour-là, gardé.',
    );
  });

  it('sends nothing when the person cancels, and gives the focus back', async () => {
    const api = serve(() => undefined);
    const section = await openData();
    await choose(section, jsonFile(JSON.stringify(EXPORT)));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).getByLabelText('Importer un fichier')).toHaveFocus());
    expect(api.callsTo('POST', '/import')).toHaveLength(0);
  });

  const invalid = (path: string) =>
    jsonResponse(
      {
        error: {
          code: 'invalid-input',
          message: 'Requête invalide.',
          issues: [{ path, code: 'custom', message: 'x' }],
        },
      },
      { status: 400 },
    );

  it.each([
    ['a file from elsewhere', invalid('body.format'), 'Le fichier n’est pas un export Glouton.'],
    ['a newer Glouton', invalid('body.version'), 'Ce fichier vient d’une version plus récente de Glouton.'],
    [
      'a damaged field',
      invalid('body.products.3.units.0.expiresOn'),
      'Le fichier est abîmé à : produit n° 4, unité n° 1, date de péremption.',
    ],
    [
      'a planned meal naming no recipe of the file',
      invalid('body.plan.2.recipe'),
      'Le fichier est abîmé à : repas du planning n° 3, recette.',
    ],
    [
      'a field without a French name',
      invalid('body.recipes.0.mystery'),
      'Le fichier est abîmé à : recette n° 1, mystery.',
    ],
    [
      'the quota',
      errorResponse(409, 'quota-exceeded', 'Votre foyer a atteint sa limite de 5 000 produits.'),
      'Rien n’a été importé. Votre foyer a atteint sa limite de 5 000 produits.',
    ],
    ['a file too large', errorResponse(413, 'payload-too-large', 'Trop gros.'), 'Fichier trop gros (16 Mo au plus).'],
    [
      'too many imports',
      errorResponse(429, 'rate-limited', 'Trop de requêtes.', { 'Retry-After': '600' }),
      'Trop de demandes en peu de temps. Réessayez dans 10 minutes.',
    ],
  ])('explains %s in the section, the dialog closed', async (_case, response, message) => {
    serve((call) => (call.path === '/import' ? response.clone() : undefined));
    const section = await openData();
    await chooseAndConfirm(section);
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog when the server cannot be reached, and tries again with the same key', async () => {
    let offline = true;
    const api = serve((call) => {
      if (call.path !== '/import') return undefined;
      if (offline) throw new TypeError('Failed to fetch');
      return jsonResponse({ added: ADDED });
    });
    const section = await openData();
    const dialog = await chooseAndConfirm(section);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur.');
    offline = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(section).findByText(/^Import terminé/)).toBeInTheDocument();
    const [first, second] = api.callsTo('POST', '/import');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});
