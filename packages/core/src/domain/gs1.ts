import type { DateKind } from './date-kind.js';
import { normalizeGtin } from './gtin.js';
import { withinDateYears } from './limits.js';

/**
 * GS1 data read from a pack: the GTIN *and* what the 2D codes of fresh food carry beside it (GS1
 * DataMatrix, GS1 QR, GS1 DataBar Expanded, a GS1 Digital Link URI). One reader for every form a
 * scanner may hand over:
 * - an element string, `0103012345678900172703121OABC`, its variable fields ended by the GS character
 *   (FNC1, U+001D), with or without a symbology identifier (`]d2` DataMatrix, `]Q3` QR, `]e0` DataBar,
 *   `]C1` GS1-128);
 * - the human-readable form, `(01)03012345678900(17)270312(10)ABC`;
 * - a Digital Link URI on any host, `https://example.fr/01/03012345678900/10/ABC?17=270312`;
 * - a bare GTIN (8 to 14 digits), what a USB scanner types for an EAN-13.
 *
 * Decision 0063. Only what a person may rely on is kept: a date that does not exist, a GTIN whose check
 * digit is wrong or a field cut short makes the whole code refused, never half read.
 */

export type Gs1Read = {
  gtin: string;
  /** The date the household keeps: (17) use-by → DLC, else (15) best-before → DDM; `null` when neither. */
  expiresOn: string | null;
  dateKind: DateKind | null;
  /** (16) sell-by: the shop's date, never taken for the unit's. */
  sellBy: string | null;
  lot: string | null;
  /** (310n), net weight in kg with n decimals, in grams. */
  netWeightGrams: number | null;
  /** (392n) price of a variable-measure item, or (390n) amount payable, with n decimals, in cents. */
  priceCents: number | null;
  form: 'gtin' | 'element-string' | 'digital-link';
};

/** The date a GS1 code carries for its unit, as the web's scan flow proposes it (with the lot, if any). */
export type PackDate = { expiresOn: string; dateKind: DateKind; lot: string | null };

export type Gs1Problem = 'empty' | 'not-gs1' | 'no-gtin' | 'bad-gtin' | 'bad-date' | 'bad-field' | 'compressed-link';

export type Gs1Result = ({ ok: true } & Gs1Read) | { ok: false; reason: Gs1Problem; message: string };

const PROBLEMS: Record<Gs1Problem, string> = {
  empty: 'Aucun code lu.',
  'not-gs1': 'Ce code ne désigne pas un produit (ni code-barres, ni code GS1).',
  'no-gtin': 'Ce code GS1 ne porte pas de code produit (GTIN).',
  'bad-gtin': 'Le code produit (GTIN) de ce code est invalide.',
  'bad-date': 'Ce code porte une date qui n’existe pas.',
  'bad-field': 'Ce code GS1 est incomplet ou mal formé.',
  'compressed-link': 'Ce lien GS1 est compressé\u00a0: Glouton ne sait pas encore le lire.',
};

const GS = '\u001d';
// How a GS may reach us when a scanner or a person could not send the control character itself.
const GS_SPELLINGS = /<GS>|\{GS\}|\u241d/gi;
const SYMBOLOGY_IDENTIFIER = /^\](?:d2|Q3|e0|C1|J1)/;

/**
 * AIs whose length GS1 predefines by their first two digits (General Specifications, 7.8.5): their
 * data is never followed by a GS. `[AI length, data length]`. Every other AI ends at a GS or at the end.
 */
function predefined(ai2: string): [number, number] | null {
  const n = Number(ai2);
  if (ai2 === '00') return [2, 18];
  if (n >= 1 && n <= 3) return [2, 14];
  if (n === 4) return [2, 16];
  if (n >= 11 && n <= 19) return [2, 6];
  if (n === 20) return [2, 2];
  if (n >= 31 && n <= 36) return [4, 6];
  if (n === 41) return [3, 13];
  return null;
}

/** How many digits the AI at the head of a variable field has (the AIs we read, and the usual others). */
function variableAiLength(head: string): number {
  const ai2 = head.slice(0, 2);
  if (['10', '21', '22', '30', '37', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99'].includes(ai2))
    return 2;
  if (ai2 === '39' || ai2 === '70' || ai2 === '71' || ai2 === '72' || ai2 === '80' || ai2 === '81' || ai2 === '82')
    return 4;
  return 3;
}

type Fields = Map<string, string>;
type Parsed = { fields: Fields } | { problem: Gs1Problem };

function parseElementString(text: string): Parsed {
  const fields: Fields = new Map();
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at += 1;
      continue;
    }
    const fixed = predefined(text.slice(at, at + 2));
    if (fixed) {
      const [aiLength, dataLength] = fixed;
      const ai = text.slice(at, at + aiLength);
      const data = text.slice(at + aiLength, at + aiLength + dataLength);
      if (!/^\d+$/.test(ai) || data.length < dataLength || data.includes(GS)) return { problem: 'bad-field' };
      fields.set(ai, data);
      at += aiLength + dataLength;
      continue;
    }
    const aiLength = variableAiLength(text.slice(at));
    const ai = text.slice(at, at + aiLength);
    if (!/^\d+$/.test(ai) || ai.length < aiLength) return { problem: 'bad-field' };
    const end = text.indexOf(GS, at + aiLength);
    const data = text.slice(at + aiLength, end === -1 ? text.length : end);
    if (data.length === 0) return { problem: 'bad-field' };
    fields.set(ai, data);
    at = end === -1 ? text.length : end + 1;
  }
  return { fields };
}

function parseHumanReadable(text: string): Parsed {
  const fields: Fields = new Map();
  const pattern = /\((\d{2,4})\)([^(]*)/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return { problem: 'bad-field' };
    const [, ai = '', rawData = ''] = match;
    const data = rawData.trim();
    const fixed = predefined(ai.slice(0, 2));
    if (data.length === 0 || (fixed && (ai.length !== fixed[0] || data.length !== fixed[1])))
      return { problem: 'bad-field' };
    fields.set(ai, data);
    at = pattern.lastIndex;
  }
  return { fields };
}

// Digital Link's primary key and the key qualifiers that may follow it in the path, in their order.
const PATH_KEYS = new Set(['01', '22', '10', '21']);

// An http(s) address: its path and its query, without the host (Digital Link reads on any host).
const ADDRESS = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function parseDigitalLink(text: string): Parsed {
  const address = ADDRESS.exec(text);
  if (!address) return { problem: 'not-gs1' };
  const [, path = '', query = ''] = address;
  const segments = path.split('/').filter(Boolean);
  const start = segments.indexOf('01');
  if (start === -1) {
    // Another primary key (an SSCC, a location) names no product.
    if (segments.some((segment, i) => /^\d{2,4}$/.test(segment) && /^\d+$/.test(segments[i + 1] ?? ''))) {
      return { problem: 'no-gtin' };
    }
    // A compressed link keeps its data in one opaque path segment after the host.
    const last = segments.at(-1) ?? '';
    const compressed = /^[A-Za-z0-9_-]{16,}$/.test(last) && /[A-Za-z]/.test(last);
    return { problem: compressed ? 'compressed-link' : 'not-gs1' };
  }
  const fields: Fields = new Map();
  for (let i = start; i < segments.length; i += 2) {
    const key = segments[i] ?? '';
    const value = segments[i + 1];
    if (!PATH_KEYS.has(key) || value === undefined) return { problem: 'bad-field' };
    fields.set(key, safeDecode(value));
  }
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    if (/^\d{2,4}$/.test(key) && value !== '') fields.set(key, safeDecode(value.replaceAll('+', ' ')));
  }
  // Digital Link writes a GTIN-8, -12 or -13 as such; the element string always has 14 digits.
  const gtin = fields.get('01') ?? '';
  if (/^\d{8,14}$/.test(gtin)) fields.set('01', gtin.padStart(14, '0'));
  return { fields };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A GS1 date `YYMMDD` → `YYYY-MM-DD`. The century is the one that puts the year within 49 years
 * before or 50 after today (7.12); day `00` is the last day of the month.
 */
export function gs1Date(yymmdd: string, today: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const thisYear = Number(today.slice(0, 4));
  const century = Math.floor(thisYear / 100) * 100;
  const difference = yy - (thisYear % 100);
  const year = century + yy + (difference >= 51 ? -100 : difference <= -50 ? 100 : 0);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return withinDateYears(date) ? date : null;
}

/** A field whose last AI digit says how many decimals its value has (310n, 392n), scaled to `per`. */
function decimalField(fields: Fields, prefix: string, per: number): number | null | 'bad' {
  for (const [ai, data] of fields) {
    if (ai.length !== 4 || !ai.startsWith(prefix)) continue;
    const decimals = Number(ai[3]);
    // 391n/393n carry an ISO currency first; 392n/390n are in the local currency (the euro here).
    if (!/^\d+$/.test(data) || decimals > 6) return 'bad';
    return Math.round((Number(data) * per) / 10 ** decimals);
  }
  return null;
}

function toRead(fields: Fields, form: Gs1Read['form'], today: string): Gs1Result {
  const gtinField = fields.get('01');
  if (gtinField === undefined) return problem('no-gtin');
  if (!/^\d{14}$/.test(gtinField)) return problem('bad-gtin');
  const gtin = normalizeGtin(gtinField);
  if (!gtin.ok) return problem('bad-gtin');

  const dates = new Map<string, string>();
  for (const ai of ['15', '16', '17']) {
    const data = fields.get(ai);
    if (data === undefined) continue;
    const date = gs1Date(data, today);
    if (!date) return problem('bad-date');
    dates.set(ai, date);
  }
  const useBy = dates.get('17');
  const bestBefore = dates.get('15');
  const netWeightGrams = decimalField(fields, '310', 1000);
  const priceCents = decimalField(fields, '392', 100) ?? decimalField(fields, '390', 100);
  if (netWeightGrams === 'bad' || priceCents === 'bad') return problem('bad-field');
  const lot = fields.get('10') ?? null;
  if (lot !== null && lot.length > 20) return problem('bad-field');
  return {
    ok: true,
    gtin: gtin.gtin,
    expiresOn: useBy ?? bestBefore ?? null,
    dateKind: useBy ? 'dlc' : bestBefore ? 'ddm' : null,
    sellBy: dates.get('16') ?? null,
    lot,
    netWeightGrams,
    priceCents,
    form,
  };
}

function problem(reason: Gs1Problem): Gs1Result {
  return { ok: false, reason, message: PROBLEMS[reason] };
}

/** Reads what a scanner decoded (see the module's comment for the forms); `today` sets the century. */
export function readGs1(input: string, options: { today: string }): Gs1Result {
  const text = input.replace(GS_SPELLINGS, GS).trim();
  if (text === '') return problem('empty');
  if (/^\d{6,14}$/.test(text.replace(/[\s-]/g, ''))) {
    const gtin = normalizeGtin(text);
    if (!gtin.ok) return problem('bad-gtin');
    return {
      ok: true,
      gtin: gtin.gtin,
      expiresOn: null,
      dateKind: null,
      sellBy: null,
      lot: null,
      netWeightGrams: null,
      priceCents: null,
      form: 'gtin',
    };
  }
  if (/^https?:\/\//i.test(text)) {
    const parsed = parseDigitalLink(text);
    return 'problem' in parsed ? problem(parsed.problem) : toRead(parsed.fields, 'digital-link', options.today);
  }
  const body = text.replace(SYMBOLOGY_IDENTIFIER, '').replace(new RegExp(`^${GS}+`), '');
  if (body.startsWith('(')) {
    const parsed = parseHumanReadable(body);
    return 'problem' in parsed ? problem(parsed.problem) : toRead(parsed.fields, 'element-string', options.today);
  }
  if (!/^\d{2}/.test(body)) return problem('not-gs1');
  // Digits too few for (01) and its 14: a barcode mistyped, not a GS1 string.
  if (/^\d+$/.test(body) && body.length < 16) return problem('bad-gtin');
  const parsed = parseElementString(body);
  return 'problem' in parsed ? problem(parsed.problem) : toRead(parsed.fields, 'element-string', options.today);
}
