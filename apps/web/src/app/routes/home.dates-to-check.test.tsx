import type { Product } from '@glouton/core/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { product, stockItem, TODAY } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => import('../../features/products/components/PriorityProducts'), 20_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  setToken('t');
});
afterEach(() => vi.useRealTimers());

const flagged = (id: number) => ({ ...stockItem(null, id), dateToCheck: true });

/** A server whose « Dates à vérifier » follow the dates set (a date, or null for « Sans date »). */
function serve(initial: Product[]) {
  let toDate = initial;
  const api = stubApiCalls((call) => {
    if (call.path === '/products') return jsonResponse({ items: [], total: 0 });
    if (call.path === '/stock/to-date') return jsonResponse({ items: toDate, total: toDate.length });
    const dated = /^\/products\/(\d+)\/stock\/(\d+)$/.exec(call.path);
    if (call.method === 'PATCH' && dated) {
      const { expiresOn } = call.body as { expiresOn: string | null };
      const changed = (one: Product) => ({
        ...one,
        stock: one.stock.map((unit) =>
          String(unit.id) === dated[2] ? { ...unit, expiresOn, dateToCheck: false } : unit,
        ),
      });
      const answer = changed(toDate.find((one) => String(one.id) === dated[1]) as Product);
      toDate = toDate
        .map((one) => (one.id === answer.id ? answer : one))
        .filter((one) => one.stock.some((unit) => unit.dateToCheck));
      return jsonResponse({ product: answer, events: [] });
    }
    return undefined;
  });
  return api;
}

describe('home: Dates à vérifier (decision 0072)', () => {
  it('lists the products put in the cupboard without their date, and one tap dates them', async () => {
    const milk = product({ id: 7, name: 'Lait demi-écrémé', dateKind: 'dlc', stock: [flagged(71), flagged(72)] });
    const salt = product({ id: 8, name: 'Gros sel', stock: [flagged(81)] });
    const api = serve([milk, salt]);
    const user = userEvent.setup();
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'Dates à vérifier' });
    const rows = () => within(section).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Lait demi-écrémé2 unités sans date');
    expect(rows()[1]).toHaveTextContent('Gros sel1 unité sans date');
    expect(within(section).getByRole('link', { name: 'Lait demi-écrémé' })).toHaveAttribute('href', '/product/7');

    // The date sheet, with « Lire la date » one tap away.
    await user.click(within(section).getByRole('button', { name: 'Ajouter la date de Lait demi-écrémé' }));
    const sheet = screen.getByRole('dialog', { name: 'Date de Lait demi-écrémé' });
    expect(within(sheet).getByRole('button', { name: /Lire la date/ })).toBeInTheDocument();
    await user.type(within(sheet).getByRole('textbox', { name: 'Tapez la date' }), '14/06/2025{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', '/products/7/stock/71')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/products/7/stock/71')[0]?.body).toEqual({ expiresOn: '2025-06-14' });
    // One unit left to date.
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Lait demi-écrémé1 unité sans date'));

    // « Sans date » confirmed for the salt: it leaves the list too.
    await user.click(within(section).getByRole('button', { name: 'Ajouter la date de Gros sel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sans date' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/products/8/stock/81')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/products/8/stock/81')[0]?.body).toEqual({ expiresOn: null });
    await waitFor(() => expect(within(section).queryByText('Gros sel')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Ajouter la date de Lait demi-écrémé' }));
    await user.type(
      within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Tapez la date' }),
      '15/06/2025{Enter}',
    );
    // Nothing left to date: no section (the list was asked again after the change).
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dates à vérifier' })).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/stock/to-date').length).toBeGreaterThan(1);
  });

  it('shows no section when no date is to check', async () => {
    const api = serve([]);
    renderApp('/');
    await screen.findByRole('region', { name: 'À consommer en priorité' });
    await waitFor(() => expect(api.callsTo('GET', '/stock/to-date')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Dates à vérifier' })).not.toBeInTheDocument();
  });
});
