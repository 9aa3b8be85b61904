/**
 * French till receipts drawn from a seed, with their truth, in the layouts of the main chains: the
 * parser's tests read them back, and the receipt photo generator prints them. Names are what tills
 * print (abbreviated, upper case, or Lidl's mixed case); multi-buy and weighed details are printed
 * after the article (Carrefour, Lidl) or under a name line with the amount (E.Leclerc, Intermarché).
 */
import { formatCents } from '../amounts.js';
import type { ParsedReceipt, ReceiptLine } from '../parse-receipt.js';

export type ReceiptLayout = 'carrefour' | 'leclerc' | 'lidl' | 'intermarche' | 'monoprix';
export const RECEIPT_LAYOUTS: readonly ReceiptLayout[] = ['carrefour', 'leclerc', 'lidl', 'intermarche', 'monoprix'];

const ARTICLES: readonly [string, number][] = [
  ['LAIT 1/2 ECR UHT 1L', 105],
  ['YAOURT NATURE X4', 189],
  ['PAIN DE MIE 500G', 145],
  ['BEURRE DOUX 250G', 259],
  ['OEUFS PLEIN AIR X6', 279],
  ['EMMENTAL RAPE 200G', 219],
  ['JAMBON BLANC X4', 329],
  ['COQUILLETTES 500G', 99],
  ['RIZ LONG 1KG', 189],
  ['HUILE OLIVE V.EXTRA 1L', 899],
  ['CREME FRAICHE 20CL', 129],
  ['COMPOTE POMME X4', 199],
  ['CAFE MOULU 250G', 349],
  ['JUS ORANGE 1L', 219],
  ['EAU MINERALE 6X1,5L', 299],
  ['CAMEMBERT 250G', 235],
  ['LARDONS FUMES 2X100G', 245],
  ['SAUCE TOMATE 400G', 115],
  ['THON NATUREL 3X52G', 369],
  ['CHOCOLAT NOIR 200G', 189],
];
const WEIGHED: readonly [string, number][] = [
  ['TOMATES GRAPPE', 399],
  ['BANANES', 199],
  ['POMMES GALA', 249],
  ['COURGETTES', 279],
  ['CAROTTES VRAC', 149],
];
const DISCOUNTS = ['REMISE FIDELITE', 'BON DE REDUCTION', 'PROMO IMMEDIATE'];
const HEADERS: Record<ReceiptLayout, { store: string; lines: string[] }> = {
  carrefour: {
    store: 'Carrefour Market',
    lines: ['CARREFOUR MARKET', '12 RUE DE LA PAIX', '75002 PARIS', 'TEL 01 42 00 00 00'],
  },
  leclerc: { store: 'E.Leclerc', lines: ['E.LECLERC', 'SAS DISTRI OUEST', 'ZAC DES LANDES 35000 RENNES'] },
  lidl: { store: 'Lidl', lines: ['LIDL', 'Rue du Commerce', '69003 Lyon'] },
  intermarche: { store: 'Intermarché', lines: ['INTERMARCHE SUPER', 'AVENUE DE LA GARE', '31000 TOULOUSE'] },
  monoprix: { store: 'Monoprix', lines: ['MONOPRIX', '50 RUE DE RENNES', '75006 PARIS'] },
};

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DrawnReceipt {
  layout: ReceiptLayout;
  text: string;
  truth: ParsedReceipt;
}

const WIDTH = 38;
const row = (left: string, right: string) =>
  `${left}${' '.repeat(Math.max(1, WIDTH - left.length - right.length))}${right}`;
const mixedCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

const kg = (grams: number) => `${Math.floor(grams / 1000)},${String(grams % 1000).padStart(3, '0')}`;

function printLine(layout: ReceiptLayout, line: ReceiptLine): string[] {
  const amount = formatCents(line.amountCents);
  const name = line.text;
  const money = layout === 'lidl' ? `${amount} A` : layout === 'leclerc' ? `${amount} €` : amount;
  const detail =
    line.weightGrams !== null
      ? `${kg(line.weightGrams)} kg x ${formatCents(line.unitPriceCents)} EUR/kg`
      : line.quantity > 1
        ? `${line.quantity} x ${formatCents(line.unitPriceCents)}`
        : null;
  if (!detail) return [row(name, money)];
  if (layout === 'leclerc' || layout === 'intermarche') return [name, row(`   ${detail}`, money)];
  if (layout === 'lidl' && line.weightGrams !== null) return [detail, row(name, money)];
  return [row(name, money), `   ${detail}`];
}

/** One receipt of `layout` from `seed`, and what it says. */
export function drawReceipt(
  seed: number,
  layout: ReceiptLayout = RECEIPT_LAYOUTS[seed % RECEIPT_LAYOUTS.length] as ReceiptLayout,
): DrawnReceipt {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const lines: Omit<ReceiptLine, 'index'>[] = [];
  const count = 3 + Math.floor(random() * 14);
  for (let i = 0; i < count; i++) {
    if (random() < 0.2) {
      const [text, perKg] = pick(WEIGHED);
      const grams = 150 + Math.floor(random() * 1800);
      lines.push({
        text,
        quantity: 1,
        unitPriceCents: perKg,
        weightGrams: grams,
        amountCents: Math.round((grams * perKg) / 1000),
        kind: 'item',
      });
      continue;
    }
    const [text, price] = pick(ARTICLES);
    const quantity = random() < 0.25 ? 2 + Math.floor(random() * 3) : 1;
    lines.push({
      text,
      quantity,
      unitPriceCents: price,
      weightGrams: null,
      amountCents: quantity * price,
      kind: 'item',
    });
    if (random() < 0.12)
      lines.push({
        text: pick(DISCOUNTS),
        quantity: 1,
        unitPriceCents: -50,
        weightGrams: null,
        amountCents: -50,
        kind: 'discount',
      });
  }
  if (random() < 0.2)
    lines.push({
      text: 'CONSIGNE BOUTEILLE',
      quantity: 1,
      unitPriceCents: 20,
      weightGrams: null,
      amountCents: 20,
      kind: 'deposit',
    });
  // Lidl prints its articles in mixed case: the truth is the text as printed.
  const truthLines = lines.map((line, index) => ({
    index,
    ...line,
    text: layout === 'lidl' ? mixedCase(line.text) : line.text,
  }));
  const itemsCents = truthLines.filter((l) => l.kind !== 'discount').reduce((sum, l) => sum + l.amountCents, 0);
  const discountsCents = truthLines.filter((l) => l.kind === 'discount').reduce((sum, l) => sum + l.amountCents, 0);
  const totalCents = itemsCents + discountsCents;
  const day = 1 + Math.floor(random() * 28);
  const purchasedOn = `2026-11-${String(day).padStart(2, '0')}`;
  const printedDate =
    layout === 'lidl'
      ? `${String(day).padStart(2, '0')}.11.26 18:32`
      : layout === 'leclerc'
        ? `${String(day).padStart(2, '0')}-11-2026 18:32`
        : `${String(day).padStart(2, '0')}/11/2026 18:32`;

  const header = HEADERS[layout];
  const body = truthLines.flatMap((line) => printLine(layout, line));
  const text = [
    ...header.lines,
    ...(layout === 'lidl' ? [] : [printedDate, 'CAISSE 04 TICKET 1234']),
    layout === 'lidl' ? row('', 'EUR') : '',
    ...body,
    ...(layout === 'carrefour' || layout === 'monoprix' ? [row('SOUS TOTAL', formatCents(itemsCents))] : []),
    row(layout === 'lidl' ? 'Total' : layout === 'leclerc' ? 'TOTAL' : 'TOTAL A PAYER', formatCents(totalCents)),
    row('CB EMV', formatCents(totalCents)),
    row(`NB ARTICLES ${lines.length}`, ''),
    'TVA   TAUX    HT     TVA    TTC',
    row('A 5,50%', formatCents(Math.round(totalCents / 1.055))),
    ...(layout === 'lidl' ? [printedDate] : []),
    'MERCI DE VOTRE VISITE',
  ].join('\n');
  return {
    layout,
    text,
    truth: {
      store: header.store,
      purchasedOn,
      totalCents,
      lines: truthLines,
      sumCheck: { itemsCents, discountsCents, totalCents, ok: true },
    },
  };
}
