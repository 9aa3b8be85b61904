// @engine-independent: parses recipe pages, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.js';
import { parseHtml } from './html-tree.js';
import { findMicrodataRecipe } from './microdata.js';

const base = new URL('http://recettes.example.fr/tarte/');

const tarte = `<!doctype html><html><head><title>Tarte</title></head><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Tarte aux pommes &amp; cannelle</h1>
  <img itemprop="image" src="images/tarte.jpg" alt="">
  <meta itemprop="prepTime" content="PT20M">
  <span>Cuisson : <time itemprop="cookTime" datetime="PT35M">35 min</time></span>
  <p itemprop="recipeYield">Pour 6 parts</p>
  <p itemprop="description">Une tarte simple.</p>
  <ul>
    <li itemprop="recipeIngredient">1 pâte brisée</li>
    <li itemprop="recipeIngredient">4 pommes</li>
    <li itemprop="ingredients">1 c. à café de cannelle</li>
  </ul>
  <ol>
    <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
      <span itemprop="text">Étalez la pâte.</span>
    </li>
    <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
      <span itemprop="text">Disposez les pommes.</span>
    </li>
  </ol>
  <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Mamie</span></div>
</div></body></html>`;

describe('microdata', () => {
  it('reads a Recipe with nested items and values from attributes', () => {
    const item = findMicrodataRecipe(parseHtml(tarte));
    expect(item?.name).toBe('Tarte aux pommes & cannelle');
    expect(item?.image).toBe('images/tarte.jpg');
    expect(item?.cookTime).toBe('PT35M');
    expect(item?.author).toEqual({ '@type': 'Person', name: 'Mamie' });
  });

  it('maps it to a draft (recipeIngredient wins over the legacy `ingredients`)', () => {
    expect(extractRecipe(tarte, base)).toEqual({
      name: 'Tarte aux pommes & cannelle',
      description: 'Une tarte simple.',
      servings: 6,
      durationMinutes: 55,
      steps: ['Étalez la pâte.', 'Disposez les pommes.'],
      sections: [],
      imageUrl: 'http://recettes.example.fr/tarte/images/tarte.jpg',
      ingredients: [
        { label: '1 pâte brisée', group: null },
        { label: '4 pommes', group: null },
      ],
    });
  });

  it('reads the legacy `ingredients` and instructions written as paragraphs', () => {
    const html = `<article itemscope itemtype="http://schema.org/Recipe">
      <h2 itemprop="name">Soupe</h2>
      <span itemprop="ingredients">2 poireaux</span><span itemprop="ingredients">1 l d'eau</span>
      <meta itemprop="totalTime" content="PT45M">
      <div itemprop="recipeInstructions"><p>Coupez les poireaux.</p><p>Faites bouillir.</p></div>
    </article>`;
    expect(extractRecipe(html, base)).toMatchObject({
      name: 'Soupe',
      durationMinutes: 45,
      ingredients: [
        { label: '2 poireaux', group: null },
        { label: "1 l d'eau", group: null },
      ],
      steps: ['Coupez les poireaux.', 'Faites bouillir.'],
    });
  });

  it('is used only when there is no JSON-LD recipe', () => {
    const both = tarte.replace(
      '</head>',
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Depuis JSON-LD' })}</script></head>`,
    );
    expect(extractRecipe(both, base)?.name).toBe('Depuis JSON-LD');
  });

  it('finds the recipe after megabytes of other markup, reading only what follows it', () => {
    const filler = '<div class="pub"><p>Publicité</p></div>'.repeat(30_000);
    const mention = '<p>Voir https://schema.org/Recipe</p>';
    expect(extractRecipe(`<html><body>${mention}${filler}${tarte}</body></html>`, base)?.name).toBe(
      'Tarte aux pommes & cannelle',
    );
  });

  it('finds nothing without a Recipe item', () => {
    const html = '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Pomme</span></div>';
    expect(findMicrodataRecipe(parseHtml(html))).toBeNull();
  });
});
