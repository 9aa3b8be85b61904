import { beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../domain/gtin.js';
import { configureZod, type HouseholdExport, householdExportSchema, TRANSFER_FORMAT } from './index.js';

beforeAll(() => configureZod());

const at = '2026-11-21T10:00:00.000Z';
const ean = (body: string) => `${body}${gs1CheckDigit(body)}`;

const product = (ref: string, barcode: string | null): HouseholdExport['products'][number] => ({
  ref,
  barcode,
  name: 'Lait',
  brand: null,
  description: null,
  imageUrl: null,
  quantity: null,
  categoryId: 2,
  keepsOpenDays: null,
  nutriscore: null,
  novaGroup: null,
  ecoscore: null,
  notes: null,
  off: null,
  addedToListAt: null,
  createdAt: at,
  updatedAt: at,
  units: [
    {
      ref: 'u1',
      expiresOn: '2026-12-01',
      addedAt: at,
      openedOn: null,
      sealedExpiresOn: null,
      place: null,
      frozenOn: null,
      originalExpiresOn: null,
      thawedOn: null,
      priceCents: null,
    },
  ],
  events: [
    {
      unit: 'u1',
      kind: 'added',
      expiresOn: '2026-12-01',
      unitAddedAt: at,
      at,
      undoneAt: null,
      by: 'Marie',
      openedOn: null,
      sealedExpiresOn: null,
      frozenOn: null,
      originalExpiresOn: null,
      thawedOn: null,
      previousExpiresOn: null,
      priceCents: null,
    },
  ],
});

const document = (changes: Partial<HouseholdExport> = {}): HouseholdExport => ({
  format: TRANSFER_FORMAT,
  version: 4,
  exportedAt: at,
  household: { name: 'Mon foyer' },
  members: [{ displayName: 'Marie' }],
  products: [product('p1', ean('376000000001')), product('p2', null)],
  shoppingList: [],
  recipes: [],
  plan: [],
  ...changes,
});

const firstIssue = (value: unknown) => {
  const result = householdExportSchema.safeParse(value);
  return (
    result.error?.issues[0] && { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message }
  );
};

describe('householdExportSchema', () => {
  it('reads what the export writes', () => {
    expect(householdExportSchema.parse(document())).toEqual(document());
  });

  it('tells a foreign file and a newer one by their first issue', () => {
    expect(firstIssue({ recipes: [{ title: 'Crêpes' }] })).toEqual({
      path: 'format',
      message: 'Ce fichier n’est pas un export de Glouton.',
    });
    expect(firstIssue({ ...document(), version: 7, pets: [] })?.path).toBe('version');
    expect(firstIssue({ ...document(), version: 7 })?.message).toMatch(/version plus récente de Glouton/);
    expect(firstIssue({ ...document(), version: 0 })?.message).toBe('Version de fichier inconnue.');
  });

  it('refuses a barcode that is not a stored GTIN (bad check digit, not normalised)', () => {
    const good = ean('376000000001');
    const wrong = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const badDigit = document({ products: [product('p1', wrong)] });
    expect(firstIssue(badDigit)?.path).toBe('products.0.barcode');
    const short = document({ products: [product('p1', ean('76000000001').padStart(14, ' '))] });
    expect(firstIssue(short)?.path).toBe('products.0.barcode');
  });

  it('refuses references to no product, and units given twice', () => {
    const line = {
      product: 'p9',
      label: 'Lait',
      quantity: 1,
      note: null,
      categoryId: 2,
      addedAt: at,
      checkedAt: null,
      addedBy: null,
    };
    expect(firstIssue(document({ shoppingList: [line] }))?.path).toBe('shoppingList.0.product');
    const twice = product('p1', null);
    twice.units.push({ ...(twice.units[0] as (typeof twice.units)[number]) });
    expect(firstIssue(document({ products: [twice] }))?.path).toBe('products.0.units.1.ref');
  });

  it('reads a version 1 file: its recipes have no group and no section', () => {
    const recipe = {
      name: 'Tarte',
      description: null,
      servings: 6,
      durationMinutes: null,
      steps: ['Étaler la pâte.', 'Cuire.'],
      imageUrl: null,
      sourceUrl: null,
      ingredients: [{ product: 'p1', label: 'Lait', quantity: null }],
      createdAt: at,
      updatedAt: at,
    };
    const parsed = householdExportSchema.parse({ ...document(), version: 1, recipes: [recipe] });
    expect(parsed.recipes).toEqual([
      { ...recipe, sections: [], ingredients: [{ product: 'p1', label: 'Lait', quantity: null, group: null }] },
    ]);
  });

  it('refuses a section that starts at no step, or out of order', () => {
    const recipe = (sections: { name: string; firstStep: number }[]) => ({
      name: 'Tarte',
      description: null,
      servings: null,
      durationMinutes: null,
      steps: ['Étaler la pâte.', 'Garnir.', 'Cuire.'],
      sections,
      imageUrl: null,
      sourceUrl: null,
      ingredients: [{ product: null, label: 'Farine', quantity: null, group: 'Pour la pâte' }],
      createdAt: at,
      updatedAt: at,
    });
    const good = document({
      recipes: [
        recipe([
          { name: 'Pâte', firstStep: 0 },
          { name: 'Garniture', firstStep: 1 },
        ]),
      ],
    });
    expect(householdExportSchema.parse(good)).toEqual(good);
    expect(firstIssue(document({ recipes: [recipe([{ name: 'Cuisson', firstStep: 3 }])] }))).toEqual({
      path: 'recipes.0.sections.0.firstStep',
      message: 'Cette section ne commence à aucune étape de la recette.',
    });
    const backwards = recipe([
      { name: 'Garniture', firstStep: 1 },
      { name: 'Pâte', firstStep: 1 },
    ]);
    expect(firstIssue(document({ recipes: [backwards] }))?.path).toBe('recipes.0.sections.1.firstStep');
  });

  describe('the week plan (version 4)', () => {
    const recipe = {
      name: 'Tarte',
      description: null,
      servings: 6,
      durationMinutes: null,
      steps: ['Cuire.'],
      sections: [],
      imageUrl: null,
      sourceUrl: null,
      ingredients: [],
      createdAt: at,
      updatedAt: at,
    };
    const slot = (changes: Partial<HouseholdExport['plan'][number]> = {}): HouseholdExport['plan'][number] => ({
      date: '2026-11-23',
      meal: 'lunch',
      recipe: 0,
      servings: 4,
      note: null,
      cookedAt: null,
      ...changes,
    });

    it('reads a recipe slot and a note slot', () => {
      const good = document({
        recipes: [recipe],
        plan: [slot(), slot({ meal: 'dinner', recipe: null, servings: null, note: 'Restes', cookedAt: at })],
      });
      expect(householdExportSchema.parse(good)).toEqual(good);
    });

    it('reads a version 3 file as having no planned meal', () => {
      const { plan: _plan, ...older } = document({ version: 3 });
      expect(householdExportSchema.parse(older).plan).toEqual([]);
    });

    it('refuses a slot naming no recipe of the file, and a meal given twice', () => {
      expect(firstIssue(document({ recipes: [recipe], plan: [slot({ recipe: 99 })] }))).toEqual({
        path: 'plan.0.recipe',
        message: 'Aucune recette du fichier n’a ce numéro.',
      });
      expect(firstIssue(document({ plan: [slot()] }))?.path).toBe('plan.0.recipe');
      const twice = document({
        recipes: [recipe],
        plan: [slot(), slot({ recipe: null, servings: null, note: 'Resto' })],
      });
      expect(firstIssue(twice)?.path).toBe('plan.1.meal');
    });

    it('refuses what the plan refuses: neither recipe nor note or both, servings without a recipe, an empty or long note, too many servings', () => {
      expect(firstIssue(document({ plan: [slot({ recipe: null, servings: null })] }))).toEqual({
        path: 'plan.0.recipe',
        message: 'Choisissez une recette ou écrivez une note.',
      });
      expect(firstIssue(document({ recipes: [recipe], plan: [slot({ note: 'Resto' })] }))?.path).toBe('plan.0.recipe');
      const notedServings = slot({ recipe: null, note: 'Resto' });
      expect(firstIssue(document({ plan: [notedServings] }))?.path).toBe('plan.0.servings');
      const note = (text: string) => document({ plan: [slot({ recipe: null, servings: null, note: text })] });
      expect(firstIssue(note('   '))?.path).toBe('plan.0.note');
      expect(firstIssue(note('x'.repeat(101)))?.path).toBe('plan.0.note');
      expect(firstIssue(document({ recipes: [recipe], plan: [slot({ servings: 0 })] }))?.path).toBe('plan.0.servings');
      expect(firstIssue(document({ plan: [slot({ meal: 'brunch' as 'lunch' })] }))?.path).toBe('plan.0.meal');
    });
  });
});
