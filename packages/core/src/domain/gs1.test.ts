import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1Date, readGs1 } from './gs1.js';
import { gs1CheckDigit } from './gtin.js';

const today = '2026-11-29';
const GS = '\u001d';
const read = (text: string) => readGs1(text, { today });

describe('readGs1: the forms a scanner hands over', () => {
  it('reads an element string with FNC1 separators and a DataMatrix identifier', () => {
    expect(read(`]d2010301762042200317270312${GS}10LOT42${GS}3103000500`)).toEqual({
      ok: true,
      gtin: '3017620422003',
      expiresOn: '2027-03-12',
      dateKind: 'dlc',
      sellBy: null,
      lot: 'LOT42',
      netWeightGrams: 500,
      priceCents: null,
      form: 'element-string',
    });
  });

  it('reads fixed fields in any order, a variable field last without a GS, and a QR identifier', () => {
    const result = read(`]Q3010301762042200315270400392200349${GS}10ABC`);
    expect(result).toMatchObject({ ok: true, gtin: '3017620422003', expiresOn: '2027-04-30', dateKind: 'ddm' });
    // (3922) 00349 → 3,49 €, ended by its GS, then (10) ABC to the end.
    expect(result).toMatchObject({ priceCents: 349, lot: 'ABC' });
  });

  it('ends a variable field at its GS, then reads what follows', () => {
    expect(read(`0103017620422003${GS}10AB12${GS}17270312`)).toMatchObject({ lot: 'AB12', expiresOn: '2027-03-12' });
    expect(read(`010301762042200310AB12${GS}3922000349`)).toMatchObject({ lot: 'AB12', priceCents: 349 });
  });

  it('takes the GS spelled out when the control character could not be sent', () => {
    expect(read('010301762042200310AB12<GS>17270312')).toMatchObject({ lot: 'AB12', expiresOn: '2027-03-12' });
    expect(read('010301762042200310AB12{GS}17270312')).toMatchObject({ lot: 'AB12', expiresOn: '2027-03-12' });
  });

  it('reads the human-readable form', () => {
    expect(read('(01)03017620422003(17)270312(10)L 7(3103)001250')).toMatchObject({
      ok: true,
      gtin: '3017620422003',
      expiresOn: '2027-03-12',
      dateKind: 'dlc',
      lot: 'L 7',
      netWeightGrams: 1250,
    });
  });

  it('reads a Digital Link on any host, path and query', () => {
    expect(read('https://id.gs1.org/01/03017620422003/10/ABC%2F1?17=270312&3103=000750&linkType=gs1:pip')).toEqual({
      ok: true,
      gtin: '3017620422003',
      expiresOn: '2027-03-12',
      dateKind: 'dlc',
      sellBy: null,
      lot: 'ABC/1',
      netWeightGrams: 750,
      priceCents: null,
      form: 'digital-link',
    });
    // A GTIN-13 written as such, a path prefix before the primary key, the best-before date.
    expect(read('https://qr.monmagasin.fr/p/01/3017620422003?15=270400')).toMatchObject({
      gtin: '3017620422003',
      expiresOn: '2027-04-30',
      dateKind: 'ddm',
    });
  });

  it('reads a bare GTIN as typed by a USB scanner, UPC-A and GTIN-14 in their normal form', () => {
    expect(read('3017620422003')).toMatchObject({ ok: true, gtin: '3017620422003', form: 'gtin', expiresOn: null });
    expect(read('036000291452')).toMatchObject({ gtin: '0036000291452' });
    expect(read('03017620422003')).toMatchObject({ gtin: '3017620422003' });
  });

  it('prefers the use-by date to the best-before, and never takes the sell-by for the unit', () => {
    expect(read('01030176204220031527040017270312')).toMatchObject({ expiresOn: '2027-03-12', dateKind: 'dlc' });
    expect(read('010301762042200316270301')).toMatchObject({ expiresOn: null, dateKind: null, sellBy: '2027-03-01' });
  });
});

describe('readGs1: what is refused, and why', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['https://www.example.fr/promo', 'not-gs1'],
    ['Bonjour', 'not-gs1'],
    ['mailto:a@b.fr', 'not-gs1'],
    ['3017620422004', 'bad-gtin'],
    ['12345', 'bad-gtin'],
    ['0103017620422004', 'bad-gtin'],
    ['00123456789012345675', 'no-gtin'],
    ['https://id.gs1.org/00/123456789012345675', 'no-gtin'],
    ['0103017620422003171313', 'bad-field'],
    ['01030176204220031727131210X', 'bad-date'],
    ['01030176204220031727023010X', 'bad-date'],
    ['(01)0301762042200(17)270312', 'bad-field'],
    ['(01)03017620422003(17)', 'bad-field'],
    ['(01)03017620422003 garbage', 'bad-field'],
    ['https://id.gs1.org/01/03017620422003/99', 'bad-field'],
    ['https://id.gs1.org/ARHKVAdpQgTgT3chRwElvMSUEVy1', 'compressed-link'],
    ['0103017620422003310A001250', 'bad-field'],
  ])('%j → %s', (text, reason) => {
    const result = read(text);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.ok ? '' : result.message).toMatch(/\S/);
  });
});

describe('gs1Date', () => {
  it('reads day 00 as the last day of the month, leap years included', () => {
    expect(gs1Date('270200', today)).toBe('2027-02-28');
    expect(gs1Date('280200', today)).toBe('2028-02-29');
    expect(gs1Date('271200', today)).toBe('2027-12-31');
  });

  it('puts the year within 49 years before and 50 after today (GS1 7.12)', () => {
    expect(gs1Date('760101', today)).toBe('2076-01-01');
    expect(gs1Date('110101', '2060-06-01')).toBe('2011-01-01');
    expect(gs1Date('100101', '2060-06-01')).toBe('2110-01-01');
    expect(gs1Date('990101', '2099-06-01')).toBe('2099-01-01');
    expect(gs1Date('010101', '2099-06-01')).toBe('2101-01-01');
  });

  it('refuses a month or a day that does not exist, and a year out of the app’s window', () => {
    expect(gs1Date('271301', today)).toBeNull();
    expect(gs1Date('270431', today)).toBeNull();
    expect(gs1Date('27043', today)).toBeNull();
    expect(gs1Date('850101', '2026-01-01')).toBeNull();
    expect(gs1Date('770101', today)).toBeNull();
  });
});

describe('readGs1: any code written in any form reads back the same', () => {
  const gtin13 = fc
    .stringMatching(/^[1-9]\d{11}$/)
    .filter((body) => !/^(2|02|04)/.test(body))
    .map((body) => `${body}${gs1CheckDigit(body)}`);
  const day = fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const lot = fc.stringMatching(/^[A-Z0-9]{1,20}$/);
  const yymmdd = (date: Date) => date.toISOString().slice(2, 10).replaceAll('-', '');

  it('element string, human-readable form and Digital Link agree', () => {
    fc.assert(
      fc.property(
        gtin13,
        day,
        fc.option(lot, { nil: null }),
        fc.integer({ min: 1, max: 999_999 }),
        (gtin, date, lotValue, grams) => {
          const expiresOn = date.toISOString().slice(0, 10);
          const weight = String(grams).padStart(6, '0');
          const forms = [
            `]d201${`0${gtin}`}17${yymmdd(date)}3103${weight}${lotValue ? `10${lotValue}` : ''}`,
            `(01)0${gtin}(17)${yymmdd(date)}${lotValue ? `(10)${lotValue}` : ''}(3103)${weight}`,
            `https://example.org/01/${gtin}${lotValue ? `/10/${lotValue}` : ''}?17=${yymmdd(date)}&3103=${weight}`,
          ];
          for (const text of forms) {
            expect(read(text)).toMatchObject({
              ok: true,
              gtin,
              expiresOn,
              dateKind: 'dlc',
              lot: lotValue,
              netWeightGrams: grams,
            });
          }
        },
      ),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.constantFrom(...'0123456789()', GS), { maxLength: 60 }).map((chars) => chars.join('')),
          fc.stringMatching(/^https:\/\/a\.fr(\/[\w%]{0,16}){0,6}(\?\d{2,4}=\w{0,8})?$/),
        ),
        (text) => {
          const result = read(text);
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });
});
