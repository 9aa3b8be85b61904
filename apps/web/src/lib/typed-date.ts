import { parseShortDate } from './dates';

export type TypedDate = { ok: true; date: string } | { ok: false; message: string };

/** The years the date picker offers: last year (a date found on an old tin) to fifteen years ahead. */
export function expiryYears(today: string): { first: number; last: number } {
  const year = Number(today.slice(0, 4));
  return { first: year - 1, last: year + 15 };
}

/**
 * A date typed as a person would (`JJ/MM/AAAA`, with dots, dashes or spaces, « 31122026 » from a
 * digits-only keypad, or two-digit years) → `YYYY-MM-DD`, or the French reason it is not one.
 */
export function readTypedDate(text: string, today: string): TypedDate {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: 'Tapez la date, par exemple 31/12/2026.' };
  const parts = /^\d{8}$/.test(typed)
    ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)]
    : /^\d{6}$/.test(typed)
      ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)]
      : typed.split(/[\s./-]+/);
  const [day, month, year] = parts;
  const wellFormed =
    parts.length === 3 &&
    /^\d{1,2}$/.test(day ?? '') &&
    /^\d{1,2}$/.test(month ?? '') &&
    /^(\d{2}|\d{4})$/.test(year ?? '');
  const full = wellFormed
    ? `${day?.padStart(2, '0')}/${month?.padStart(2, '0')}/${year?.length === 2 ? `20${year}` : year}`
    : '';
  const date = wellFormed ? parseShortDate(full) : null;
  if (date === null) {
    return { ok: false, message: 'Cette date n’existe pas ou est mal écrite\u00a0: tapez-la comme 31/12/2026.' };
  }
  const { first, last } = expiryYears(today);
  const chosen = Number(date.slice(0, 4));
  if (chosen < first || chosen > last) {
    return { ok: false, message: `Vérifiez l’année\u00a0: entre ${first} et ${last}.` };
  }
  return { ok: true, date };
}
