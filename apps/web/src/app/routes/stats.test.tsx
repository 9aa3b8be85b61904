import type { Stats, StatsMonth } from '@glouton/core/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { household, MARIE } from '../../features/household/testing/fake-household';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { TODAY } from '../../test/fixtures';

// TODAY is 10 June 2025: the last six months are January to June 2025.
const month = (name: string, eaten: number, discarded: number, cooked = 0): StatsMonth => ({
  month: name,
  eaten,
  discarded,
  cooked,
  savedByFreezer: 0,
  leftoversEaten: 0,
  wasteRate: eaten + discarded < 5 ? null : discarded / (eaten + discarded),
  discardedCents: 0,
  savedCents: 0,
  unpricedUnits: eaten + discarded,
  spentCents: 0,
  unpricedAdded: 0,
});

const STATS: Stats = {
  from: '2025-01',
  to: '2025-06',
  months: [
    month('2025-01', 10, 2, 3),
    month('2025-02', 0, 0),
    month('2025-03', 6, 4, 1),
    month('2025-04', 8, 0),
    month('2025-05', 5, 1),
    month('2025-06', 1, 2),
  ],
  categories: [
    { categoryId: 2, eaten: 20, discarded: 4 },
    { categoryId: 1, eaten: 10, discarded: 4 },
    { categoryId: null, eaten: 0, discarded: 1 },
  ],
  mostDiscarded: [
    { productId: 41, name: 'Salade verte', discarded: 4 },
    { productId: 42, name: 'Yaourt nature', discarded: 2 },
  ],
  estimates: {
    discardedKg: 1.25,
    savedKg: 8.5,
    discardedCo2Kg: 2.93,
    savedCo2Kg: 19.9,
    unitsWithWeight: 30,
    unitsWithCo2: 28,
    unitsTotal: 39,
  },
};

const EMPTY: Stats = {
  ...STATS,
  months: STATS.months.map((entry) => month(entry.month, 0, 0)),
  categories: [],
  mostDiscarded: [],
  estimates: { ...STATS.estimates, discardedKg: 0, savedKg: 0, unitsWithWeight: 0, unitsWithCo2: 0, unitsTotal: 0 },
};

/** Answers the Bilan with `answer(from, to)`, and the household (two people). */
function serve(answer: (from: string, to: string) => Stats = () => STATS, members = household()) {
  return stubApiCalls((call) => {
    if (call.path === '/stats') return jsonResponse(answer(call.query.get('from') ?? '', call.query.get('to') ?? ''));
    if (call.path === '/household') return jsonResponse(members);
    return undefined;
  });
}

const { renderApp } = await import('../../test/render-app');

beforeAll(() => import('./stats'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('« Bilan »', () => {
  it('shows the last six months: totals, the months in a table, categories, the products thrown most', async () => {
    const api = serve();
    renderApp('/stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mois par mois' });
    expect(api.callsTo('GET', '/stats')[0]?.query.toString()).toBe('from=2025-01&to=2025-06');

    // Totals: 30 eaten (4 cooked), 9 thrown away: 23 % of 39.
    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures).toEqual(expect.arrayContaining(['30', 'dont 4 cuisinés', '9', '23\u00a0%']));
    // Newest month first; under 5 units no percentage.
    expect(rowsOf(table)).toEqual([
      ['juin 2025', '1', '0', '2', '—moins de 5\u00a0unités'],
      ['mai 2025', '5', '0', '1', '17\u00a0%'],
      ['avr. 2025', '8', '0', '0', '0\u00a0%'],
      ['mars 2025', '6', '1', '4', '40\u00a0%'],
      ['févr. 2025', '0', '0', '0', '—moins de 5\u00a0unités'],
      ['janv. 2025', '10', '3', '2', '17\u00a0%'],
    ]);

    const categories = screen.getByRole('region', { name: 'Par catégorie' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Produits laitiers20 mangés · 4 jetés',
      'Fruits & Légumes10 mangés · 4 jetés',
      'Produits supprimés depuis leur sortie du placard0 mangé · 1 jeté',
    ]);

    const thrown = screen.getByRole('region', { name: 'Les plus jetés' });
    const salad = within(thrown).getByRole('link', { name: /Salade verte/ });
    expect(salad).toHaveAttribute('href', '/product/41');
    expect(salad).toHaveTextContent('Jeté 4 fois · à acheter en plus petite quantité');
  });

  it('says in euros what was saved, thrown and spent, and how many products had no price', async () => {
    const priced: Stats = {
      ...STATS,
      months: [
        { ...month('2025-05', 5, 1), savedCents: 1250, discardedCents: 240, unpricedUnits: 2, spentCents: 4000 },
        { ...month('2025-06', 1, 2), savedCents: 80, discardedCents: 0, unpricedUnits: 1, unpricedAdded: 3 },
      ],
    };
    serve(() => priced);
    renderApp('/stats');
    const euros = await screen.findByRole('region', { name: 'En euros' });
    const figures = within(euros)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual([
      '13,30\u00a0€',
      'mangés à temps',
      '2,40\u00a0€',
      '40,00\u00a0€',
      '3\u00a0produits sans prix ajoutés, non comptés',
    ]);
    expect(within(euros).getByText(/parmi les mangés et jetés/)).toHaveTextContent(
      '3 produits sans prix parmi les mangés et jetés : ils ne sont pas comptés en euros.',
    );
    expect(rowsOf(within(euros).getByRole('table', { name: 'En euros, mois par mois' }))).toEqual([
      ['juin 2025', '0,80\u00a0€', '0,00\u00a0€', '0,00\u00a0€'],
      ['mai 2025', '12,50\u00a0€', '2,40\u00a0€', '40,00\u00a0€'],
    ]);
  });

  it('says how to see euros when no price was noted', async () => {
    serve();
    renderApp('/stats');
    const euros = await screen.findByRole('region', { name: 'En euros' });
    expect(within(euros).getByText(/Aucun prix noté sur cette période/)).toBeInTheDocument();
  });

  it('agrees every count in number: 0 and 1 in the singular, 2 and more in the plural', async () => {
    const counts: Stats = {
      ...STATS,
      months: [month('2025-05', 2, 0, 1), month('2025-06', 0, 1)],
      categories: [
        { categoryId: 2, eaten: 1, discarded: 0 },
        { categoryId: 1, eaten: 0, discarded: 2 },
        { categoryId: null, eaten: 2, discarded: 1 },
      ],
      estimates: { ...STATS.estimates, unitsWithWeight: 1, unitsWithCo2: 1, unitsTotal: 3 },
    };
    serve(() => counts);
    renderApp('/stats');
    const categories = await screen.findByRole('region', { name: 'Par catégorie' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Produits laitiers1 mangé · 0 jeté',
      'Fruits & Légumes0 mangé · 2 jetés',
      'Produits supprimés depuis leur sortie du placard2 mangés · 1 jeté',
    ]);
    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures).toContain('dont 1 cuisiné');
    expect(screen.getByRole('region', { name: 'Poids et climat estimation' })).toHaveTextContent(
      'Calculé sur 1 unité sur 3',
    );
  });

  it('labels the kilograms and kg CO₂e as estimates, says what they cover, next to the ADEME reference', async () => {
    serve();
    renderApp('/stats');
    const estimates = await screen.findByRole('region', { name: 'Poids et climat estimation' });
    expect(estimates).toHaveTextContent('Jetéenviron 1,3 kg, soit environ 2,9 kg CO₂e');
    expect(estimates).toHaveTextContent('Sauvé (mangé plutôt que jeté)environ 8,5 kg, soit environ 19,9 kg CO₂e');
    expect(estimates).toHaveTextContent('Calculé sur 30 unités sur 39');
    expect(estimates).toHaveTextContent('Le CO₂e porte sur 28 unités');
    // Two people over six months: 29 kg × 2 × 6 / 12.
    await waitFor(() => expect(estimates).toHaveTextContent('Pour 2 personnes sur 6 mois, cela ferait environ 29 kg.'));
    expect(estimates).toHaveTextContent('(ADEME, 2016)');
  });

  it('gives the reference per person in a household of one, and says when no weight is known', async () => {
    serve(
      () => ({ ...STATS, estimates: { ...STATS.estimates, unitsWithWeight: 0, unitsWithCo2: 0 } }),
      household({ members: [MARIE] }),
    );
    renderApp('/stats');
    const estimates = await screen.findByRole('region', { name: 'Poids et climat estimation' });
    expect(estimates).toHaveTextContent('Open Food Facts ne donne le poids d’aucun des produits comptés');
    await waitFor(() => expect(estimates).toHaveTextContent('Sur 6 mois, cela ferait environ 14,5 kg par personne.'));
  });

  it('asks for another span when a month is picked, and keeps the start before the end', async () => {
    const api = serve((from, to) => ({ ...STATS, from, to }));
    const user = userEvent.setup();
    const { router } = renderApp('/stats');
    await screen.findByRole('table', { name: 'Mois par mois' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Du mois de' }), 'septembre 2024');
    await waitFor(() => expect(api.callsTo('GET', '/stats').at(-1)?.query.toString()).toBe('from=2024-09&to=2025-06'));
    expect(router.state.location.search).toBe('?from=2024-09&to=2025-06');

    // An end before the start brings the start back with it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Au mois de' }), 'août 2024');
    await waitFor(() => expect(api.callsTo('GET', '/stats').at(-1)?.query.toString()).toBe('from=2024-08&to=2024-08'));
    expect(screen.getByRole('combobox', { name: 'Du mois de' })).toHaveValue('2024-08');
    // Five years of months to pick from, the newest first.
    const options = within(screen.getByRole('combobox', { name: 'Au mois de' })).getAllByRole('option');
    expect(options).toHaveLength(60);
    expect([options[0]?.textContent, options[59]?.textContent]).toEqual(['juin 2025', 'juillet 2020']);
  });

  it('says what to do when nothing was eaten or thrown away in the span', async () => {
    serve(() => EMPTY);
    renderApp('/stats');
    expect(await screen.findByRole('heading', { name: 'Rien à compter sur cette période' })).toBeInTheDocument();
    expect(screen.getByText(/Aucun produit mangé ni jeté de janvier 2025 à juin 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes produits' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains how it is computed, with the source and year of the reference', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/stats');
    const summary = await screen.findByText('Comment c’est calculé');
    await user.click(summary);
    const details = summary.closest('details') as HTMLElement;
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('jetés ÷ (mangés + jetés)');
    expect(details).toHaveTextContent('Sous 5 unités, aucun pourcentage');
    expect(details).toHaveTextContent('29 kg par personne et par an');
    expect(details).toHaveTextContent('mai 2016');
  });

  it('is reached from the header menu', async () => {
    const user = userEvent.setup();
    stubApiCalls((call) => {
      if (call.path === '/stats') return jsonResponse(STATS);
      if (call.path === '/household') return jsonResponse(household());
      if (call.path === '/products') return jsonResponse({ items: [], total: 0 });
      return undefined;
    });
    renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Bilan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Mois par mois' })).toBeInTheDocument();
  });

  it('says it was never loaded on this device when there is no network', async () => {
    stubApiCalls(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/stats');
    expect(
      await screen.findByText('Pas de réseau. Le bilan de cette période n’a pas encore été chargé sur cet appareil.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rien à compter sur cette période')).not.toBeInTheDocument();
  });
});
