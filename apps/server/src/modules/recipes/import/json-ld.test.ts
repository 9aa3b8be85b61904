// @engine-independent: parses recipe pages, no database (decision 0073).
import { RECIPE_LIMITS, recipeTextLength } from '@glouton/core/domain';
import { createRecipeBodySchema } from '@glouton/core/schemas';
import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.js';
import { extractRecipe } from './extract-recipe.js';
import { findJsonLdRecipe, jsonLdBlocks, pageTitle, parseJsonLd } from './json-ld.js';
import { hasType } from './schema-values.js';

const base = new URL('https://cuisine.example.fr/recettes/crepes.html');
const page = (...blocks: string[]) =>
  `<!doctype html><html><head><title>Crêpes | Cuisine</title>${blocks
    .map((block) => `<script type="application/ld+json">${block}</script>`)
    .join('')}</head><body><h1>Crêpes</h1></body></html>`;

const recipe = { '@type': 'Recipe', name: 'Crêpes', recipeIngredient: ['250 g de farine'] };

describe('jsonLdBlocks', () => {
  it('reads every JSON-LD script, however its tag is written, and nothing else', () => {
    const html = [
      '<SCRIPT TYPE="application/ld+json">{"a":1}</SCRIPT >',
      '<script id=x type=\'application/ld+json; charset=utf-8\'>{"b":"<script>"}</script>',
      '<script type=application/ld+json>{"c":3}</script>',
      '<script type="text/javascript">var d = 4;</script>',
      '<script>{"e":5}</script>',
      '<script type="application/ld+json">{"unclosed":true}',
    ].join('\n');
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}', '{"b":"<script>"}', '{"c":3}']);
  });

  it('reads the page title', () => {
    expect(pageTitle('<html><head><title lang="fr">Cr&egrave;pes</title>')).toBe('Cr&egrave;pes');
    expect(pageTitle('<title>sans fin')).toBe('');
    expect(pageTitle('<p>rien</p>')).toBe('');
  });

  it('reads hostile pages full of unclosed tags in linear time', () => {
    // Each of these took seconds to minutes with the old patterns (quadratic): together far beyond this
    // test's time limit (20 s). Milliseconds now.
    jsonLdBlocks('<script>'.repeat(300_000));
    jsonLdBlocks('<script '.repeat(300_000));
    pageTitle(`<title>${'<title '.repeat(300_000)}`);
    cleanText('<a'.repeat(300_000));
    extractRecipe(`<p>${'itemtype=schema.org/Recipe '.repeat(100_000)}`, base);
  });

  it('stays linear on a 2 MB attribute value of spaces after "type="', () => {
    // The old pattern split the spaces between `\s*` and `["']?\s*` every possible way: hours here, far
    // beyond this test's time limit.
    const html = `<script data-note="type=${' '.repeat(2_000_000)}" type="application/ld+json">{"a":1}</script>`;
    expect(jsonLdBlocks(html)).toEqual(['{"a":1}']);
  });
});

describe('findJsonLdRecipe', () => {
  it.each([
    ['the block itself', recipe],
    ['an entry of an array', [{ '@type': 'WebSite' }, recipe]],
    ['an entry of @graph', { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, recipe] }],
    ['the mainEntity of a page', { '@type': 'WebPage', mainEntity: recipe }],
    ['an entry of an ItemList', { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: recipe }] }],
  ])('finds a Recipe that is %s', (_, block) => {
    expect(findJsonLdRecipe([JSON.stringify(block)])).toEqual(recipe);
  });

  it('reads @type written as a list or a full address', () => {
    const article = { ...recipe, '@type': ['Recipe', 'NewsArticle'] };
    expect(findJsonLdRecipe([JSON.stringify(article)])).toEqual(article);
    expect(hasType({ '@type': 'http://schema.org/Recipe' }, 'recipe')).toBe(true);
    expect(hasType({ '@type': 'schema:Recipe' }, 'recipe')).toBe(true);
    expect(hasType({ '@type': 'RecipeCollection' }, 'recipe')).toBe(false);
  });

  it('skips a broken block and reads the next one', () => {
    expect(findJsonLdRecipe(['{ "@type": "Organization", ', JSON.stringify(recipe)])).toEqual(recipe);
  });

  it('repairs line breaks inside strings and comment wrappers', () => {
    expect(parseJsonLd('{"name": "Ligne 1\nLigne 2"}')).toEqual({ name: 'Ligne 1 Ligne 2' });
    expect(parseJsonLd('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseJsonLd('not json')).toBeUndefined();
  });

  it('finds nothing in pages without a Recipe', () => {
    expect(findJsonLdRecipe([JSON.stringify({ '@type': 'Article', name: 'Actualités' })])).toBeNull();
    expect(findJsonLdRecipe([])).toBeNull();
  });
});

describe('extractRecipe from JSON-LD', () => {
  it('maps a French site page: @graph, ImageObject, ISO durations, sections of steps', () => {
    const block = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Cuisine' },
        {
          '@type': ['Recipe'],
          name: 'Cr&ecirc;pes  de la Chandeleur ',
          description: '<p>Des cr&ecirc;pes <strong>légères</strong>.</p>',
          image: [{ '@type': 'ImageObject', url: '/img/crepes.jpg' }, 'https://cdn.example.fr/other.jpg'],
          recipeYield: ['4', '4 personnes'],
          prepTime: 'PT10M',
          cookTime: 'PT20M',
          recipeIngredient: ['  250 g de farine ', '', '50 cl de lait', '3 &oelig;ufs'],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'La pâte',
              itemListElement: [
                { '@type': 'HowToStep', text: 'Mélangez la farine et les œufs.' },
                { '@type': 'HowToStep', name: 'Ajoutez le lait <br/>petit à petit.' },
              ],
            },
            { '@type': 'HowToStep', text: 'Faites cuire à la poêle.' },
          ],
        },
      ],
    };
    expect(extractRecipe(page(JSON.stringify(block)), base)).toEqual({
      name: 'Crêpes de la Chandeleur',
      description: 'Des crêpes légères.',
      servings: 4,
      durationMinutes: 30,
      steps: ['Mélangez la farine et les œufs.', 'Ajoutez le lait petit à petit.', 'Faites cuire à la poêle.'],
      // One section from the first step on divides nothing (a section lasts until the next): left out.
      sections: [],
      imageUrl: 'https://cuisine.example.fr/img/crepes.jpg',
      ingredients: [
        { label: '250 g de farine', group: null },
        { label: '50 cl de lait', group: null },
        { label: '3 œufs', group: null },
      ],
    });
  });

  it('prefers totalTime, splits instructions given as one text, names the recipe after the page', () => {
    const block = {
      '@type': 'Recipe',
      totalTime: 'PT1H30M',
      prepTime: 'PT5M',
      recipeIngredient: ['Sel'],
      recipeInstructions: '<p>Préchauffez le four.</p><p>Enfournez.</p>\nServez chaud.',
    };
    const parsed = extractRecipe(page(JSON.stringify(block)), base);
    expect(parsed?.name).toBe('Crêpes | Cuisine');
    expect(parsed?.durationMinutes).toBe(90);
    expect(parsed?.steps).toEqual(['Préchauffez le four.', 'Enfournez.', 'Servez chaud.']);
  });

  it('is null when the page has no recipe, or an empty one', () => {
    expect(extractRecipe(page(JSON.stringify({ '@type': 'Article' })), base)).toBeNull();
    expect(extractRecipe(page(JSON.stringify({ '@type': 'Recipe' })), base)).toBeNull();
    expect(extractRecipe('<p>Bonjour</p>', base)).toBeNull();
  });

  it('keeps within the recipe schema limits', () => {
    const block = {
      '@type': 'Recipe',
      name: 'N'.repeat(400),
      recipeIngredient: Array.from({ length: 150 }, (_, i) => `${i} ${'x'.repeat(300)}`),
      recipeInstructions: Array.from({ length: 150 }, () => 'y'.repeat(6000)),
    };
    const parsed = extractRecipe(page(JSON.stringify(block)), base);
    expect(parsed?.name).toHaveLength(255);
    expect(parsed?.ingredients).toHaveLength(100);
    expect(parsed?.ingredients.every((line) => line.label.length <= 255)).toBe(true);
    // 30 000 characters of text in all: the ingredients whole, then as many steps as fit.
    expect(parsed?.steps.every((step) => step.length <= RECIPE_LIMITS.step)).toBe(true);
    expect(recipeTextLength({ steps: parsed?.steps, ingredients: parsed?.ingredients })).toBe(RECIPE_LIMITS.text);
    // A draft the form can save as it is.
    const body = { name: parsed?.name, steps: parsed?.steps, ingredients: parsed?.ingredients };
    expect(createRecipeBodySchema.safeParse(body).success).toBe(true);
  });
});
