import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { receiptFixture } from '../../features/receipts/testing/receipt-fixture';
import { setToken } from '../../lib/storage';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// « Ticket de caisse » through the route table: from the scan screen to the receipt read, its check and
// « Tout ajouter ».

vi.mock('../../features/scanner', () => ({ BarcodeCapture: () => null }));

beforeAll(
  () => Promise.all([import('./scan'), import('./receipt'), import('./receipt-review'), import('../shell/signed-in')]),
  20_000,
);
beforeEach(() => setToken('t'));
afterEach(() => vi.unstubAllGlobals());

describe('/receipt', () => {
  it('opens from the scan screen, sends the photo, and shows the receipt read to check before adding', async () => {
    const receipt = receiptFixture();
    const api = stubApiCalls((call) => {
      if (call.method === 'POST' && call.path === '/receipts') return jsonResponse(receipt, { status: 201 });
      if (call.method === 'GET' && call.path === '/receipts') return jsonResponse({ items: [] });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/scan');
    await user.click(await screen.findByRole('link', { name: 'Ticket de caisse' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket de caisse' })).toBeVisible();

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ticket.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo du ticket'), photo);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérifier le ticket' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/receipt/7');
    expect(api.callsTo('POST', '/receipts')[0]?.headers.get('content-type')).toBe('image/jpeg');
    const articles = screen.getByRole('list', { name: 'Articles' });
    expect(within(articles).getAllByRole('listitem')).toHaveLength(3);
    expect(api.callsTo('POST', '/receipts/7/apply')).toHaveLength(0);
  });

  it('shows a receipt added earlier as its result, not as a check to do again', async () => {
    const read = receiptFixture();
    const receipt = receiptFixture({
      appliedAt: '2025-06-10T08:05:00.000Z',
      lines: read.lines.map((line) =>
        line.index === 0
          ? { ...line, applied: { productId: 11, units: 2, unitPriceCents: 125, created: false } }
          : line,
      ),
    });
    stubApiCalls((call) => (call.path === '/receipts/7' ? jsonResponse(receipt) : undefined));
    renderApp('/receipt/7');
    expect(await screen.findByText('2 produits ajoutés au placard (Carrefour).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tout ajouter' })).toBeNull();
  });
});
