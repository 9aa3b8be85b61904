import type { ApplyReceiptBody } from '@glouton/core/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-app';
import { receiptFixture } from '../testing/receipt-fixture';
import { ReceiptReview } from './ReceiptReview';

afterEach(() => vi.unstubAllGlobals());

const articles = () => screen.getByRole('list', { name: 'Articles' });
const row = (text: string) => within(articles()).getByRole('listitem', { name: text });

describe('the review of a receipt read', () => {
  it('says which part is doubtful when the lines do not add up, and never that it is checked', () => {
    stubApiCalls(() => undefined);
    const receipt = receiptFixture({
      totalCents: 1310,
      sumCheck: { itemsCents: 1290, discountsCents: -50, totalCents: 1310, ok: false, totalRead: null },
    });
    renderWithProviders(<ReceiptReview receipt={receipt} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Les lignes ne font pas le total : 12,40 € lus pour 13,10 € payés — vérifiez les montants.',
    );
    expect(screen.queryByText(/font bien le total/)).toBeNull();
  });

  it('says the lines add up only when the server checked them', () => {
    stubApiCalls(() => undefined);
    renderWithProviders(<ReceiptReview receipt={receiptFixture()} />);
    expect(screen.getByText('Les lignes font bien le total payé : 6,57 €.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on the line what a misread digit put right was read as, and on the total', () => {
    stubApiCalls(() => undefined);
    const fixture = receiptFixture();
    const receipt = receiptFixture({
      lines: fixture.lines.map((line) =>
        line.index === 3 ? { ...line, corrected: { of: 'amount', read: '6,50' } } : line,
      ),
      sumCheck: { ...fixture.sumCheck, totalRead: '6,67' },
    });
    renderWithProviders(<ReceiptReview receipt={receipt} />);
    expect(screen.getByText('REMISE FIDELITE').closest('li')).toHaveTextContent('montant corrigé : lu 6,50 €');
    expect(screen.getByText('total corrigé : lu 6,67 €')).toBeVisible();
    expect(within(articles()).queryByText(/corrigé/)).toBeNull();
  });

  it('shows each article with its amount, its match or « Nouveau produit », and the discount apart', () => {
    stubApiCalls(() => undefined);
    renderWithProviders(<ReceiptReview receipt={receiptFixture()} />);
    expect(row('LAIT 1/2 ECR UHT 1L')).toHaveTextContent('2 × 1,25 €');
    expect(row('LAIT 1/2 ECR UHT 1L')).toHaveTextContent('Lait demi-écrémé');
    expect(row('LAIT 1/2 ECR UHT 1L')).toHaveTextContent('2 unités');
    expect(row('TOMATES GRAPPE')).toHaveTextContent('0,672 kg × 3,99 €/kg');
    expect(row('TOMATES GRAPPE')).toHaveTextContent('Nouveau produit : Tomates grappe (Fruits & Légumes)');
    expect(within(articles()).queryByText(/REMISE/)).toBeNull();
    expect(screen.getByText('REMISE FIDELITE').closest('li')).toHaveTextContent('Remise · REMISE FIDELITE−0,50 €');
  });

  it('changes a line in one tap, leaves one out, and adds the rest with « Tout ajouter »', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls((call) => {
      if (call.method !== 'POST' || call.path !== '/receipts/7/apply') return undefined;
      const receipt = receiptFixture({ appliedAt: '2025-06-10T08:05:00.000Z' });
      return jsonResponse({
        receipt: {
          ...receipt,
          lines: receipt.lines.map((line) =>
            line.index === 0
              ? { ...line, applied: { productId: 11, units: 2, unitPriceCents: 125, created: false } }
              : line.index === 1
                ? { ...line, applied: { productId: 12, units: 1, unitPriceCents: 189, created: false } }
                : line,
          ),
        },
        products: [],
        unitsAdded: 3,
        shoppingListItemsChecked: [],
      });
    });
    renderWithProviders(<ReceiptReview receipt={receiptFixture()} />);

    await user.click(screen.getByRole('button', { name: 'Changer le produit de «\u00a0YAOURT NAT X4\u00a0»' }));
    const sheet = screen.getByRole('dialog', { name: 'Ce produit est…' });
    await user.click(within(sheet).getByRole('button', { name: 'Yaourts nature' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('YAOURT NAT X4')).toHaveTextContent('Yaourts nature');

    await user.click(screen.getByRole('button', { name: 'Changer le produit de «\u00a0TOMATES GRAPPE\u00a0»' }));
    await user.click(screen.getByRole('button', { name: 'Ignorer cette ligne' }));
    expect(row('TOMATES GRAPPE')).toHaveTextContent('Ligne ignorée');
    expect(screen.getByText(/3 unités iront au placard/)).toBeVisible();
    expect(api.callsTo('POST', '/receipts/7/apply')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Tout ajouter' }));
    expect(await screen.findByText('3 produits ajoutés au placard (Carrefour).')).toBeVisible();
    const [sent] = api.callsTo('POST', '/receipts/7/apply');
    expect(sent?.body).toEqual({
      lines: [
        { index: 0, productId: 11, units: 2 },
        { index: 1, productId: 12, units: 1 },
      ],
    } satisfies ApplyReceiptBody);
    const toCheck = screen.getByRole('region', { name: 'Dates à vérifier' });
    expect(
      within(toCheck)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['LAIT 1/2 ECR UHT 1L\u00a0: date à vérifier', 'YAOURT NAT X4\u00a0: date à vérifier']);
    expect(screen.getByRole('link', { name: 'Voir le placard' })).toHaveAttribute('href', '/products');
  });

  it('says why « Tout ajouter » failed, and a second tap sends the same key: nothing is added twice', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const api = stubApiCalls((call) => {
      if (call.path !== '/receipts/7/apply') return undefined;
      answers += 1;
      if (answers === 1) return errorResponse(503, 'server-busy', 'Le serveur est occupé. Réessayez dans un instant.');
      return jsonResponse({ receipt: receiptFixture(), products: [], unitsAdded: 4, shoppingListItemsChecked: [] });
    });
    renderWithProviders(<ReceiptReview receipt={receiptFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Tout ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est occupé. Réessayez dans un instant.');
    await user.click(screen.getByRole('button', { name: 'Tout ajouter' }));
    expect(await screen.findByText('4 produits ajoutés au placard (Carrefour).')).toBeVisible();
    const [first, second] = api.callsTo('POST', '/receipts/7/apply');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('gives a line its date in the date sheet, one tap away, and sends it with the apply', async () => {
    const user = userEvent.setup();
    const api = stubApiCalls((call) =>
      call.path === '/receipts/7/apply'
        ? jsonResponse({ receipt: receiptFixture(), products: [], unitsAdded: 4, shoppingListItemsChecked: [] })
        : undefined,
    );
    renderWithProviders(<ReceiptReview receipt={receiptFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Date à vérifier pour «\u00a0YAOURT NAT X4\u00a0»' }));
    const sheet = screen.getByRole('dialog', { name: 'Date de «\u00a0YAOURT NAT X4\u00a0»' });
    expect(within(sheet).getByRole('button', { name: 'Lire la date' })).toBeVisible();
    await user.click(within(sheet).getAllByRole('button', { name: /^\+1 semaine/ })[0] as HTMLElement);
    expect(row('YAOURT NAT X4')).not.toHaveTextContent('Date à vérifier');
    expect(row('LAIT 1/2 ECR UHT 1L')).toHaveTextContent('Date à vérifier');
    await user.click(screen.getByRole('button', { name: 'Tout ajouter' }));
    await screen.findByText(/4 produits ajoutés au placard/);
    const [sent] = api.callsTo('POST', '/receipts/7/apply');
    const lines = (sent?.body as ApplyReceiptBody | undefined)?.lines ?? [];
    expect(lines.find((line) => line.index === 1)?.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lines.find((line) => line.index === 0)).not.toHaveProperty('expiresOn');
  });
});
