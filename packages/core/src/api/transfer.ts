import { endpoint } from './endpoint.js';

/**
 * « Exporter mes données »: the caller's household in one versioned JSON document (backup, moving to
 * another server, RGPD access), served as a download (`Content-Disposition: attachment`), written as it
 * is read. 429 `too-many-exports` (with `Retry-After`) past 10 exports an hour for the household.
 */
export const exportHousehold = /* @__PURE__ */ endpoint({
  name: 'exportHousehold',
  method: 'GET',
  path: '/export',
  tag: 'transfer',
  errors: ['too-many-exports'],
  schemas: { responses: { 200: 'householdExportSchema' } },
});

/**
 * The cupboard as a spreadsheet: one line per unit, `text/csv` in UTF-8 with a BOM and `;` separators
 * (what a French Excel opens as it is), served as a download. It answers by itself (not JSON).
 */
export const exportStockCsv = /* @__PURE__ */ endpoint({
  name: 'exportStockCsv',
  method: 'GET',
  path: '/export/stock.csv',
  tag: 'transfer',
  schemas: { responses: {} },
});

/**
 * Takes an export into the caller's household, merged with what is there: all or nothing. A file that
 * is not an export, comes from a newer Glouton or is damaged answers 400 `invalid-input` whose first
 * issue says where (`body.format`, `body.version`, `body.products.3.units.0.expiresOn`…). Its body may
 * be far larger than other requests' (docs/decisions/0034). 409 `quota-exceeded` when the household
 * would hold more than its quotas, 409 `conflict` when a product was saved meanwhile with a barcode of
 * the file (try again); nothing is written then.
 */
export const importHousehold = /* @__PURE__ */ endpoint({
  name: 'importHousehold',
  method: 'POST',
  path: '/import',
  tag: 'transfer',
  creates: true,
  errors: ['quota-exceeded', 'conflict', 'rate-limited'],
  bodySize: 'household',
  schemas: { body: 'householdExportSchema', responses: { 200: 'importHouseholdResponseSchema' } },
});
