import { describe, expect, it } from 'vitest';
import { readTypedDate } from './typed-date';

const TODAY = '2025-06-10';
const read = (text: string) => readTypedDate(text, TODAY);

describe('a typed expiry date', () => {
  it('reads what people type: slashes, dots, dashes, spaces, digits only, two-digit years', () => {
    for (const text of ['31/12/2026', '31.12.2026', '31-12-2026', '31 12 2026', '31122026', '311226', '31/12/26']) {
      expect(read(text)).toEqual({ ok: true, date: '2026-12-31' });
    }
    expect(read(' 1/3/2027 ')).toEqual({ ok: true, date: '2027-03-01' });
  });

  it('says in French why it is not a date', () => {
    expect(read('')).toEqual({ ok: false, message: 'Tapez la date, par exemple 31/12/2026.' });
    for (const text of ['31/02/2027', '2027-12-31', 'demain', '12/2027', '32/01/2027', '1/1/202']) {
      expect(read(text)).toEqual({
        ok: false,
        message: 'Cette date n’existe pas ou est mal écrite\u00a0: tapez-la comme 31/12/2026.',
      });
    }
    expect(read('31/12/2099')).toEqual({ ok: false, message: 'Vérifiez l’année\u00a0: entre 2024 et 2040.' });
    expect(read('29/02/2028')).toEqual({ ok: true, date: '2028-02-29' });
  });
});
