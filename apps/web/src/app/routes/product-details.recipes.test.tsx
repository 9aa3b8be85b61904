import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeText, linked, recipe, serveRecipes } from '../../features/recipes/testing/fake-recipes';
import { setToken } from '../../lib/storage';
import { type ApiCall, jsonResponse } from '../../test/fake-api';
import { product } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const butter = product({ id: 30, name: 'Beurre', scanned: false, barcode: null });
const answerProduct = (call: ApiCall) =>
  call.method === 'GET' && call.path === '/products/30' ? jsonResponse(butter) : undefined;

beforeAll(() => import('./product-details'), 20_000);
beforeEach(() => setToken('t'));

describe('product page: Recettes avec ce produit', () => {
  it('lists the recipes using the product as links to them', async () => {
    const api = serveRecipes({
      recipes: [
        recipe({ id: 1, name: 'Sablés', ingredients: [linked(30, 'Beurre', true), freeText('Sucre')] }),
        recipe({ id: 2, name: 'Soupe', ingredients: [linked(31, 'Poireaux', true)] }),
      ],
      other: answerProduct,
    });
    renderApp('/product/30');
    const section = await screen.findByRole('region', { name: 'Recettes avec ce produit' });
    const link = await within(section).findByRole('link', { name: /^Sablés/ });
    expect(link).toHaveAttribute('href', '/recipe/1');
    expect(within(section).queryByText('Soupe')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/recipes')[0]?.query.get('productId')).toBe('30');
  });

  it('says when no recipe uses the product', async () => {
    serveRecipes({ other: answerProduct });
    renderApp('/product/30');
    const section = await screen.findByRole('region', { name: 'Recettes avec ce produit' });
    expect(await within(section).findByText(/Aucune recette n’utilise ce produit\./)).toBeInTheDocument();
  });
});
