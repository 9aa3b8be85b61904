import { parseCents, parseGrams, trailingAmount } from './amounts.js';
import { repaired } from './repair.js';
import { storeOf } from './stores.js';

/**
 * A French till receipt's text (OCR'd from a photo, or a PDF e-receipt's text layer) → its lines, total
 * and the check that they add up. Decision 0065. The parser proposes only what the text says: a line it
 * cannot price is left out, and `sumCheck.ok` is true only when the lines it kept add up to the total to
 * the cent — a receipt is never shown as checked when it is not.
 */

export type ReceiptLineKind = 'item' | 'discount' | 'deposit' | 'other';

export interface ReceiptLine {
  /** Its order on the receipt (0 first), the key an apply refers to. */
  index: number;
  /** The article as printed (« LAIT 1/2 ECR UHT 1L »). */
  text: string;
  /** Units bought (« 2 X 1,25 » → 2); 1 for a weighed line. */
  quantity: number;
  /** Price of one unit, or of one kilogram for a weighed line. */
  unitPriceCents: number;
  /** What the line adds to the receipt (negative for a discount or a deposit returned). */
  amountCents: number;
  /** Weighed lines (« 0,512 kg x 3,99 EUR/kg »): the weight. */
  weightGrams: number | null;
  kind: ReceiptLineKind;
  /**
   * Set only when one digit OCR misread was put right because the receipt proves it (decision 0068): the
   * amount, or the detail (« 3 x 2,35 », « 0,400 kg x 1,99 EUR/kg »), and the number as it was read.
   */
  corrected?: ReceiptCorrection;
}

export interface ReceiptCorrection {
  of: 'amount' | 'detail' | 'total';
  /** The number as OCR read it (« 6,50 »). */
  read: string;
}

export interface ParsedReceipt {
  store: string | null;
  purchasedOn: string | null;
  totalCents: number | null;
  lines: ReceiptLine[];
  sumCheck: {
    itemsCents: number;
    discountsCents: number;
    totalCents: number | null;
    ok: boolean;
    /** Set only when the total's own digit was put right (see `ReceiptLine.corrected`). */
    totalCorrected?: ReceiptCorrection;
  };
}

const TOTAL = /^(?:TOTAL|MONTANT\s+(?:A\s+PAYER|D[UÛ])|NET\s+A\s+PAYER|A\s+PAYER)(?=[\s:]|$)/;
// Totals that are not what was paid: before the discounts, per VAT rate, what the discounts saved.
const NOT_THE_TOTAL = /\b(SOUS|HT|TVA|REMISES?|ECONOMIES?|AVANTAGES?|POINTS|ARTICLES?)\b/;
const DISCOUNT =
  /\b(REMISE|REM|PROMO|REDUC\w*|BON\s+(?:DE\s+)?(?:REDUC\w*|ACHAT)|AVANTAGE|ECONOMIE|FIDELITE|COUPON|RISTOURNE|CAGNOTTE|OFFRE|IMMEDIATE)\b|-\s?\d{1,2}\s?%/;
const DEPOSIT = /\b(CONSIGNE|CAUTION|VIDANGE)\b/;
// Lines inside the articles' block that are not articles (counts, sub-totals, the card's number).
const NOT_A_LINE = /\b(SOUS[\s-]?TOTAL|NB\s+(?:ART|ARTICLES)|NOMBRE\s+D|CARTE\s+(?:FID|N)|ARRONDI\s+EUR)\b/;
const SUB_TOTAL = /\bSOUS[\s-]?TOTAL\b/;
const ROUNDING_GIFT = /\b(ARRONDI|MICRO\s?DON)\b/;
// A thermal font's 4 is read « & » or « à » by OCR: taken for 4 in a multi-buy's count only, where
// the count × the price must then give the amount to the cent (a wrong guess explains nothing).
const MULTI_BUY = /^(\d{1,3}|[&à])\s*[xX*]\s*(\d{1,4}[,.]\d{2})\s*(?:€|EUR)?(?:\s+(.*))?$/;
// What is left of a multi-buy whose count OCR misread (« # x 2,79 11,16 »): no article is named so.
const BROKEN_DETAIL = /(?:^|\s)[xX*](?:\s*\d{1,4}[,.]\d{2}\s*(?:€|EUR)?)?$/;
// « kg » read « ka », « ky », « kq » by OCR (seeds 1 and 2 of the receipts bench): tolerated, because the
// weight × the price must then give the article's amount (decision 0068).
const WEIGHED =
  /^(\d{1,3}[,.]\d{3})\s*k[gqya9]\s*[xX*]\s*(\d{1,4}[,.]\d{2})\s*(?:€|EUR)?\s*\/\s*k[gqya9](?:\s+(.*))?$/i;
// A line that begins as a detail but could not be read as one (« 3 x 1,5 », a zero lost): its article's
// quantity or weight is not known, so the receipt is not checked even when the amounts add up.
const UNREAD_DETAIL = /^(?:(?:\d{1,3}|[&à#])\s*[xX*]\s*\d|\d{1,3}[,.]\d{3}\s*k)/i;
// A weighed detail with its amount that could not be read as one (« 1,33L kg x 2,49 EUR/kg 3,31 »):
// not an article named so — its weight is not known, though the amounts may add up.
const UNREAD_WEIGHED = /\bk[gqya9]\s*[xX*]\s*\d|EUR\s*\/\s*k[gqya9]/i;
const DATE = /\b(\d{2})[/.-](\d{2})[/.-](\d{4}|\d{2})\b/g;

type Qualifier = { quantity: number; unitPriceCents: number; weightGrams: number | null; amountCents: number | null };

function qualifierOf(line: string): Qualifier | null {
  const weighed = WEIGHED.exec(line);
  if (weighed) {
    const grams = parseGrams(weighed[1] ?? '');
    const perKg = parseCents(weighed[2] ?? '');
    if (grams === null || perKg === null) return null;
    return { quantity: 1, unitPriceCents: perKg, weightGrams: grams, amountCents: restAmount(weighed[3]) };
  }
  const multi = MULTI_BUY.exec(line);
  if (!multi) return null;
  const unit = parseCents(multi[2] ?? '');
  if (unit === null) return null;
  const count = multi[1] === '&' || multi[1] === 'à' ? 4 : Number(multi[1]);
  return { quantity: count, unitPriceCents: unit, weightGrams: null, amountCents: restAmount(multi[3]) };
}

function restAmount(rest: string | undefined): number | null {
  if (!rest) return null;
  return trailingAmount(rest)?.cents ?? null;
}

function expected(q: Qualifier): number {
  return q.weightGrams === null ? q.quantity * q.unitPriceCents : Math.round((q.weightGrams * q.unitPriceCents) / 1000);
}

/** The purchase date: the first real day printed that is not after today nor more than two years before. */
function purchaseDate(text: string, today: string): string | null {
  for (const match of text.matchAll(DATE)) {
    const [, day = '', month = '', rawYear = ''] = match;
    const year = rawYear.length === 2 ? `20${rawYear}` : rawYear;
    const date = `${year}-${month}-${day}`;
    const parsed = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) continue;
    const earliest = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
    if (date <= today && date >= earliest) return date;
  }
  return null;
}

/** A mark OCR reads at a line's end or start from a fold or the paper's edge, never a till's own. */
// (« à », « & », « # » are not at a line's start: a 4 read in a multi-buy, « à x 2,59 »; « + » and
// « = » are, from a paper's edge: « + Total 28,68 ».)
const STRAY = /\s+[()[\]{}:;|'"`_~!.,àâçéèêëîïôùûü]$|^[()[\]{}:;|'"`_~!.,âçéèêëîïôùûü+=]\s+/;

function clean(line: string): string {
  let text = line
    .replace(/[\u00a0\t]/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // « 1,89 ( », « ê TOTAL A PAYER », « 3,29 : . »: each stray mark alone, however many (a minus is
  // kept: « 0,50 - » is a discount).
  while (STRAY.test(text)) text = text.replace(STRAY, '').trim();
  return text;
}

function kindOf(text: string, cents: number): ReceiptLineKind {
  const upper = text.toUpperCase();
  if (DEPOSIT.test(upper)) return 'deposit';
  if (cents < 0 || DISCOUNT.test(upper)) return 'discount';
  if (ROUNDING_GIFT.test(upper)) return 'other';
  return 'item';
}

/** Where the articles end: the first line that says what was paid. */
function totalLine(lines: readonly string[]): { at: number; amountAt: number; cents: number } | null {
  for (let at = 0; at < lines.length; at++) {
    const upper = (lines[at] ?? '').toUpperCase();
    if (!TOTAL.test(upper) || NOT_THE_TOTAL.test(upper)) continue;
    const amount = trailingAmount(upper);
    if (amount) return { at, amountAt: at, cents: amount.cents };
    // « TOTAL A PAYER » alone, its amount on the next line.
    const next = parseCents(lines[at + 1] ?? '');
    if (next !== null) return { at, amountAt: at + 1, cents: next };
  }
  return null;
}

/** A line as read, with where it came from: the line of its amount and of its detail, if any. */
export type SourcedLine = Omit<ReceiptLine, 'index'> & { at: number; detailAt: number | null };

/** The articles' block read and checked: what a repair (repair.ts) reads again with one digit changed. */
export interface BodyReading {
  lines: SourcedLine[];
  /** The line the total's amount was read on. */
  totalAt: number | null;
  sumCheck: ParsedReceipt['sumCheck'];
}

/**
 * `ocr`: the text was read by OCR (a photo, or text a phone read from one), so one misread digit may be
 * put right when the receipt proves it (repair.ts). Never for a PDF's text layer: its digits are the
 * till's own, and a sum that fails there is a line lost, which no digit changed may hide.
 */
export function parseReceipt(text: string, { today, ocr = false }: { today: string; ocr?: boolean }): ParsedReceipt {
  const lines = text.split(/\r?\n/).map(clean).filter(Boolean);
  const first = readBody(lines);
  const reading = ocr ? repaired(lines, first, readBody) : first;
  return {
    store: storeOf(lines),
    purchasedOn: purchaseDate(text, today),
    totalCents: reading.sumCheck.totalCents,
    lines: reading.lines.map(({ at: _at, detailAt: _detailAt, ...line }, index) => ({ index, ...line })),
    sumCheck: reading.sumCheck,
  };
}

/** The cleaned lines → the articles, the total and the check. */
export function readBody(lines: readonly string[]): BodyReading {
  const total = totalLine(lines);
  const body = lines.slice(0, total ? total.at : lines.length);
  const found: SourcedLine[] = [];
  let pendingName: string | null = null;
  // A qualifier printed before its article (some tills print « 2 X 1,25 » above the name).
  let pendingQualifier: Qualifier | null = null;
  let pendingQualifierAt = 0;
  // A detail (« 3 x 2,35 ») that explains no article's amount: one of them was misread (OCR's 0 read
  // 6 in « 0,80 »), and the receipt cannot be shown as checked even if the sum happens to hold.
  let unexplained = 0;
  // « SOUS TOTAL 40,38 »: what the articles add up to, before or after the discounts.
  const subTotals: number[] = [];

  for (const [at, line] of body.entries()) {
    const upper = line.toUpperCase();
    if (NOT_A_LINE.test(upper)) {
      const amount = SUB_TOTAL.test(upper) ? trailingAmount(line) : null;
      // Never negative: a minus read after it is a fold's mark.
      if (amount) subTotals.push(Math.abs(amount.cents));
      continue;
    }
    const qualifier = qualifierOf(line);
    if (qualifier) {
      const previous = found.at(-1);
      if (qualifier.amountCents !== null && pendingName) {
        // Its own amount says what it explains: quantity × price that is not that amount is a misread.
        if (expected(qualifier) !== qualifier.amountCents) unexplained++;
        // The article's name on its own line, its quantity and amount on this one.
        found.push({
          text: pendingName,
          ...qualifier,
          amountCents: qualifier.amountCents,
          kind: 'item',
          at,
          detailAt: at,
        });
        pendingName = null;
      } else if (
        previous &&
        previous.kind === 'item' &&
        previous.quantity === 1 &&
        previous.weightGrams === null &&
        previous.amountCents === expected(qualifier)
      ) {
        Object.assign(previous, {
          quantity: qualifier.quantity,
          unitPriceCents: qualifier.unitPriceCents,
          weightGrams: qualifier.weightGrams,
          detailAt: at,
        });
      } else {
        if (pendingQualifier) unexplained++;
        pendingQualifier = qualifier;
        pendingQualifierAt = at;
      }
      continue;
    }
    const amount = trailingAmount(line);
    if (!amount || amount.before === '' || !/[A-Za-zÀ-ÿ]/.test(amount.before)) {
      // A line without a price: an article's name whose price follows, or the header's address.
      pendingName = amount ? null : line;
      // A number then an amount among the articles (« 2 8,99 »: a detail whose « x » was lost) — its
      // article's quantity is not known, though the amounts may add up.
      if (UNREAD_DETAIL.test(line) || (amount && /\d/.test(amount.before) && found.length > 0)) unexplained++;
      continue;
    }
    const kind = kindOf(amount.before, amount.cents);
    if (BROKEN_DETAIL.test(amount.before) || UNREAD_WEIGHED.test(amount.before)) unexplained++;
    const name = pendingName && kind === 'item' && amount.before.length < 3 ? pendingName : amount.before;
    pendingName = null;
    const q =
      pendingQualifier && kind === 'item' && expected(pendingQualifier) === amount.cents ? pendingQualifier : null;
    if (pendingQualifier && !q) unexplained++;
    pendingQualifier = null;
    found.push({
      text: name,
      quantity: q?.quantity ?? 1,
      unitPriceCents: q ? q.unitPriceCents : amount.cents,
      amountCents:
        kind === 'discount' || (kind === 'deposit' && /RETOUR|BON/.test(upper))
          ? -Math.abs(amount.cents)
          : amount.cents,
      weightGrams: q?.weightGrams ?? null,
      kind,
      at,
      detailAt: q ? pendingQualifierAt : null,
    });
  }

  if (pendingQualifier) unexplained++;
  const itemsCents = found.filter((l) => l.kind !== 'discount').reduce((sum, l) => sum + l.amountCents, 0);
  const discountsCents = found.filter((l) => l.kind === 'discount').reduce((sum, l) => sum + l.amountCents, 0);
  const totalCents = total?.cents ?? null;
  return {
    lines: found,
    totalAt: total?.amountAt ?? null,
    sumCheck: {
      itemsCents,
      discountsCents,
      totalCents,
      ok:
        totalCents !== null &&
        found.some((l) => l.kind === 'item') &&
        itemsCents + discountsCents === totalCents &&
        unexplained === 0 &&
        subTotals.every((cents) => cents === itemsCents || cents === itemsCents + discountsCents),
    },
  };
}
