import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStock, createCustom, createScanned, freshBarcode } from '../../test/products.js';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.js';

// The test clock starts on 2026-11-21 at 11:00 in Paris.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('GET /api/export/stock.csv', () => {
  it('one line per unit, for a French Excel: BOM, `;`, quoted text, French categories and dates, DLC or DDM', async () => {
    const { headers } = await registerUser(t.app);
    const other = await registerUser(t.app);
    await createCustom(t.app, other.headers, { name: 'Caviar', stock: [{ expiresOn: null }] });
    const barcode = freshBarcode();
    await createScanned(t.app, headers, {
      barcode,
      name: 'Biscuits « petit ; "beurre" »',
      brand: 'LU',
      categoryId: 5,
      stock: [{ expiresOn: null }, { expiresOn: '2026-12-24' }],
    });
    await createCustom(t.app, headers, { name: '=HYPERLINK("http://x")', stock: [{ expiresOn: '2027-01-05' }] });
    const yogurt = await createCustom(t.app, headers, {
      name: 'Yaourt',
      categoryId: 2,
      stock: [{ expiresOn: '2026-11-25' }],
    });
    await addStock(t.app, headers, yogurt.id, { expiresOn: '2026-11-26', priceCents: 1245 });
    await createCustom(t.app, headers, { name: 'Rien en stock' });

    const response = await t.app.inject({ method: 'GET', url: '/api/export/stock.csv', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="glouton-placard-2026-11-21.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Produit;Marque;Code-barres;Catégorie;Date de péremption;DLC ou DDM;Ajouté le;Prix (€)',
      // A formula to a spreadsheet stays text; the quotes it holds are doubled inside a quoted cell.
      `"'=HYPERLINK(""http://x"")";;;Autre;05/01/2027;DDM;21/11/2026;`,
      `"Biscuits « petit ; ""beurre"" »";LU;${barcode};Produits sucrés;24/12/2026;DDM;21/11/2026;`,
      // A unit without a date has no kind of date either.
      `"Biscuits « petit ; ""beurre"" »";LU;${barcode};Produits sucrés;;;21/11/2026;`,
      // A price as a French spreadsheet reads a number; none when not known.
      'Yaourt;;;Produits laitiers;25/11/2026;DLC;21/11/2026;',
      'Yaourt;;;Produits laitiers;26/11/2026;DLC;21/11/2026;12,45',
      '',
    ]);
  });

  it('an empty cupboard is the header alone', async () => {
    const { headers } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/export/stock.csv', headers });
    expect(response.body).toBe(
      '\uFEFFProduit;Marque;Code-barres;Catégorie;Date de péremption;DLC ou DDM;Ajouté le;Prix (€)\r\n',
    );
  });
});
