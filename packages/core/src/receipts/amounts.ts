/**
 * Money as printed on French till receipts and read by OCR: `1,05`, `1.05`, `-0,50`, `0,50-`, `1,05 €`,
 * `1,05 A` (a VAT letter), `1,05 11` (a VAT code), with the letters OCR takes for digits inside the
 * number (`1,O5`). Cents as integers: no float ever adds two prices.
 */

// Inside a number only: O/o/D → 0, I/l/| → 1, S → 5, B → 8 (never in the words around it).
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', B: '8' };
const DIGIT = '[0-9OoDIl|SB]';

/**
 * A VAT letter as OCR reads it in small print (« 2,59 h », « à »), or a speck of the paper's edge read as
 * one (« -0,50 € j »): one lower-case letter — not « x », which ends a broken multi-buy.
 */
const VAT_SLIP = '[a-wyzàé]';

/** An amount at the end of a line, then at most a currency and a VAT mark (and a speck read after it). */
const TRAILING_AMOUNT = new RegExp(
  `(?:^|\\s)(-\\s?)?(${DIGIT}{1,4})\\s?[,.]\\s?(${DIGIT}{2})(\\s?-)?\\s*(?:€|EUR|E)?\\s*(?:(?:[A-Z*]|${VAT_SLIP}|\\d{1,2}|[A-Z]\\d)(?:\\s+(?:[A-Z]|${VAT_SLIP}))?)?\\s*$`,
);

function digits(text: string): string {
  return text.replace(/./g, (char) => LOOKALIKES[char] ?? char);
}

/** `12,34` → 1234; null when the text is not an amount. */
export function parseCents(text: string): number | null {
  const match = /^\s*(-)?\s*(\d{1,6})\s?[,.]\s?(\d{2})\s*(-)?\s*(?:€|EUR)?\s*$/.exec(digits(text));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] || match[4] ? -cents : cents;
}

/**
 * The amount a line ends with, and the text before it. Each side of its comma holds a real digit, but
 * euros of one lookalike alone (« B,97 » for 8,97, « O,50 »): « SOS » is never 5,05.
 */
export function trailingAmount(line: string): { before: string; cents: number } | null {
  const match = TRAILING_AMOUNT.exec(line);
  if (!match) return null;
  const [, minus, units = '', decimals = '', trailingMinus] = match;
  if (!/\d/.test(decimals) || !(/\d/.test(units) || units.length === 1)) return null;
  const cents = Number(digits(units)) * 100 + Number(digits(decimals));
  return { before: line.slice(0, match.index).trim(), cents: minus || trailingMinus ? -cents : cents };
}

/** Cents written the French way: 1234 → « 12,34 ». */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `0,512` (kg) → 512 grams. */
export function parseGrams(text: string): number | null {
  const match = /^(\d{1,3})[,.](\d{3})$/.exec(digits(text.trim()));
  return match ? Number(match[1]) * 1000 + Number(match[2]) : null;
}
