import { nutrimentsSchema } from '@glouton/core/schemas';
import { importDocument } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// The smallest phone the app is made for.
test.use({ viewport: { width: 360, height: 780 } });

const DAY = 86_400_000;
/** Every nutrition field of the snapshot, unknown. */
const NUTRIMENTS = Object.fromEntries(Object.keys(nutrimentsSchema.shape).map((key) => [key, null]));

/**
 * Three products and their history over the last months, as an export of another household would
 * bring them: yoghurts that Open Food Facts weighs (500 g, Agribalyse's 2.34 kg CO₂e per kg), a salad
 * thrown away three times, pasta eaten.
 */
function history(now: Date) {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const product = (ref: string, name: string, categoryId: number, moves: ['consumed' | 'discarded', number][]) => ({
    ref,
    barcode: null,
    name,
    brand: null,
    description: null,
    imageUrl: null,
    quantity: null,
    categoryId,
    nutriscore: null,
    novaGroup: null,
    ecoscore: null,
    notes: null,
    off:
      ref === 'yaourts'
        ? {
            ingredientsText: null,
            allergens: [],
            labels: [],
            nutriments: NUTRIMENTS,
            weightGrams: 500,
            co2PerKg: 2.34,
            fetchedAt: iso(200),
          }
        : null,
    addedToListAt: null,
    createdAt: iso(200),
    updatedAt: iso(200),
    units: [],
    events: moves.flatMap(([kind, daysAgo], index) => [
      {
        unit: `u${index}`,
        kind: 'added',
        expiresOn: null,
        unitAddedAt: iso(daysAgo + 3),
        at: iso(daysAgo + 3),
        undoneAt: null,
        by: null,
      },
      {
        unit: `u${index}`,
        kind,
        expiresOn: null,
        unitAddedAt: iso(daysAgo + 3),
        at: iso(daysAgo),
        undoneAt: null,
        by: null,
      },
    ]),
  });
  return {
    format: 'glouton-household-export',
    version: 1,
    exportedAt: now.toISOString(),
    household: { name: 'Foyer e2e' },
    members: [],
    products: [
      product('yaourts', 'Yaourts bilan e2e', 2, [
        ['consumed', 2],
        ['consumed', 20],
        ['discarded', 40],
        ['consumed', 70],
        ['consumed', 100],
      ]),
      product('salade', 'Salade bilan e2e', 1, [
        ['discarded', 5],
        ['discarded', 35],
        ['discarded', 65],
        ['consumed', 95],
      ]),
      product('pates', 'Pâtes bilan e2e', 3, [
        ['consumed', 10],
        ['consumed', 50],
        ['consumed', 130],
        ['consumed', 300],
      ]),
    ],
    shoppingList: [],
    recipes: [],
  };
}

async function openBilan(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Bilan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bilan' })).toBeVisible();
}

test('« Bilan »: six months of history, the chart in its own chunk, the products thrown most, axe-clean', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/TrendChart-[\w-]+\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await openHome(page);
  const imported = await importDocument(page, history(new Date()));
  expect(imported.added.products).toBe(3);
  // Home is drawn without the chart's code.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(chartRequests).toEqual([]);

  await openBilan(page);
  // The last six months: every move but the pasta eaten 300 days ago.
  const table = page.getByRole('table', { name: 'Mois par mois' });
  await expect(table.getByRole('row')).toHaveCount(7);
  const figures = page.locator('dl').first();
  await expect(figures).toContainText('Mangés');
  await expect(figures.getByRole('definition').first()).toHaveText('8');
  await expect(figures).toContainText('Jetés4');
  // 4 of 12 units thrown away.
  await expect(figures).toContainText(/Gaspillage33\s%/);

  // The chart is drawn, from a chunk fetched for this screen.
  await expect(page.getByRole('region', { name: 'Tendance' }).locator('canvas').first()).toBeVisible();
  expect(chartRequests).toHaveLength(1);

  await expect(page.getByRole('region', { name: 'Par catégorie' })).toContainText('Fruits & Légumes');
  const estimates = page.getByRole('region', { name: 'Poids et climat estimation' });
  // 1 yoghurt thrown away (0.5 kg × 2.34), 4 eaten (2 kg × 2.34), on 5 of the 12 units.
  await expect(estimates).toContainText('environ 0,5 kg, soit environ 1,2 kg CO₂e');
  await expect(estimates).toContainText('environ 2 kg, soit environ 4,7 kg CO₂e');
  await expect(estimates).toContainText('Calculé sur 5 unités sur 12');

  await page.getByText('Comment c’est calculé').click();
  await expect(page.getByText(/29\s?kg par personne et par an/)).toBeVisible();

  // Nothing wider than the phone, the table included.
  const tableBox = await table.boundingBox();
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? 999)).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'Bilan');

  // A year: the pasta eaten 300 days ago comes in.
  const start = page.getByRole('combobox', { name: 'Du mois de' });
  const options = await start
    .locator('option')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
  await start.selectOption(options[11] as string);
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(figures.getByRole('definition').first()).toHaveText('9');

  // The salad, thrown away most: its page.
  const thrown = page.getByRole('region', { name: 'Les plus jetés' });
  await expect(thrown.getByRole('link').first()).toContainText('Salade bilan e2e');
  await expect(thrown.getByRole('link').first()).toContainText('à acheter en plus petite quantité');
  await thrown.getByRole('link', { name: /Salade bilan e2e/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salade bilan e2e' })).toBeVisible();
});

test('« Bilan » with no history says what to do next', async ({ page }) => {
  await openHome(page);
  await openBilan(page);
  await expect(page.getByRole('heading', { name: 'Rien à compter sur cette période' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir mes produits' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Bilan vide');
});
