// Euros as the French write them (decision 0070): « 2,40 € » shown, « 2,40 » or « 2.40 » typed.

/**
 * Cents → « 2,40 € »: thousands apart by a narrow no-break space, a comma, the euro sign after a
 * no-break space. Written out rather than left to `Intl`, whose spaces differ between engines.
 */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${String(whole).replace(/\B(?=(\d{3})+$)/g, '\u202f')},${rest}\u00a0€`;
}

/** The most a unit may cost (core's `MAX_PRICE_CENTS`): 100 000 €. */
const MAX_CENTS = 10_000_000;

export type TypedPrice = { ok: true; cents: number | null } | { ok: false; message: string };

/**
 * A price as typed → its cents, null when left empty (a price is never required), or the French reason
 * it is not a price. Takes « 2,40 », « 2.40 », « 2 », « 2,4 », « 1 250,00 » and a trailing « € »; refuses
 * a third decimal (« 2,405 ») rather than rounding behind the person's back.
 */
export function readPrice(text: string): TypedPrice {
  const typed = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (typed === '') return { ok: true, cents: null };
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
  if (!match) return { ok: false, message: 'Un prix en euros, par exemple 2,40.' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, message: '100 000 € au plus.' };
  return { ok: true, cents };
}

/** A pack's price shared among its units, to the nearest cent (1,00 € the three: 0,33 € each). */
export const perUnit = (cents: number, count: number): number => Math.round(cents / count);
