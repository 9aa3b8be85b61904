import { formatShortDate, parisToday } from '@glouton/core/dates';
import { CATEGORIES, DATE_KIND_WORDS } from '@glouton/core/domain';
import type { TransferRows } from './transfer.repository.js';

// « DLC ou DDM » after the date: what the date means (decision 0038), « DLC » or « DDM » as on the screens.
// « Prix (€) »: the unit's price as a French spreadsheet reads a number (« 2,40 »), empty when not known
// (decision 0070).
const HEADER = [
  'Produit',
  'Marque',
  'Code-barres',
  'Catégorie',
  'Date de péremption',
  'DLC ou DDM',
  'Ajouté le',
  'Prix (€)',
];
// What a French Excel expects: a byte-order mark (else it reads UTF-8 as Windows-1252), `;` between
// cells (`,` is the decimal separator there), CRLF between lines.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[;"\r\n]/;
// A cell starting with one of these is a formula to a spreadsheet: a product named « =HYPERLINK(…) »
// must stay text (OWASP, CSV injection), so it gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

const categoryNames = new Map(CATEGORIES.map((category) => [category.id, category.name]));

/** One cell: text kept as text, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The cupboard, one line per unit: name, brand, barcode, aisle, expiry date and what it means (empty
 * for a unit without a date), day added (Paris), and price.
 */
export function stockCsv(lines: TransferRows['stockLines']): string {
  const rows = lines.map((line) => [
    line.name,
    line.brand,
    line.barcode,
    categoryNames.get(line.category_id) ?? null,
    line.expires_on === null ? null : formatShortDate(line.expires_on),
    line.expires_on === null ? null : DATE_KIND_WORDS[line.date_kind].short,
    formatShortDate(parisToday(new Date(line.added_at))),
    line.price_cents === null ? null : (line.price_cents / 100).toFixed(2).replace('.', ','),
  ]);
  return `${BOM}${[HEADER, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}
