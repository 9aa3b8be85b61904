import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPrintedDates } from './read-printed-dates.js';

const TODAY = '2026-11-29';
const first = (text: string) => readPrintedDates(text, TODAY)[0];

describe('readPrintedDates: the forms of a printed date', () => {
  it.each([
    ['12/03/2027', '2027-03-12'],
    ['12/03/27', '2027-03-12'],
    ['12.03.27', '2027-03-12'],
    ['12-03-2027', '2027-03-12'],
    ['12 / 03 / 2027', '2027-03-12'],
    ['1/3/2027', '2027-03-01'],
    ['120327', '2027-03-12'],
    ['12032027', '2027-03-12'],
    ['12 03 27', '2027-03-12'],
    ['12 MARS 2027', '2027-03-12'],
    ['12 mars 2027', '2027-03-12'],
    ['12 MAR 27', '2027-03-12'],
    ['12MAR27', '2027-03-12'],
    ['05 févr. 2027', '2027-02-05'],
    ['05 FEV 27', '2027-02-05'],
    ['1 AOÛT 2027', '2027-08-01'],
    ['14 JUIL 2027', '2027-07-14'],
    ['14 JUIN 2027', '2027-06-14'],
    ['03 DEC 2026', '2026-12-03'],
    ['03/2027', '2027-03-31'],
    ['02/2028', '2028-02-29'],
    ['MARS 2027', '2027-03-31'],
    ['fin 03/2027', '2027-03-31'],
    ['à consommer de préférence avant fin 03/27', '2027-03-31'],
    ['DDM 2027', '2027-12-31'],
    ['À consommer de préférence avant fin 2028', '2028-12-31'],
  ])('%s → %s', (text, expiresOn) => {
    expect(first(text)?.expiresOn).toBe(expiresOn);
  });
});

describe('readPrintedDates: the mentions say the kind', () => {
  it.each([
    ["À consommer jusqu'au 12/03/2027", 'dlc'],
    ['A CONSOMMER JUSQU’AU : 12.03.27', 'dlc'],
    ['à consommer jusqu au\n12/03/27', 'dlc'],
    ['DLC 12/03/27', 'dlc'],
    ['D.L.C. 12/03/27', 'dlc'],
    ['USE BY 12/03/27', 'dlc'],
    ['À consommer de préférence avant le 12/03/2027', 'ddm'],
    ['A CONSOMMER DE PREFERENCE AVANT FIN 03/2027', 'ddm'],
    ['DDM 12/03/2027', 'ddm'],
    ['DOM 12/03/2027', 'ddm'],
    ['ODM 12/03/2027', 'ddm'],
    ['OLC 12/03/2027', 'dlc'],
    ['DLUO 12/03/2027', 'ddm'],
    ['Best before 12/03/2027', 'ddm'],
    ['BEST BEFORE END 03/2027', 'ddm'],
    ['EXP 12/03/2027', null],
    ['12/03/2027', null],
  ])('%s → %s', (text, kind) => {
    expect(first(text)?.dateKind).toBe(kind);
  });

  it('shows the words the date was read from, as read', () => {
    expect(first("  À consommer jusqu'au   12/03/2027  L2345")?.text).toBe("À consommer jusqu'au 12/03/2027");
    expect(first('DLC\n12/03/27')?.text).toBe('12/03/27');
  });

  it('is surer of a date with its mention than of a date alone', () => {
    const alone = first('12/03/2027')?.confidence ?? 1;
    const said = first('DLC 12/03/2027')?.confidence ?? 0;
    expect(said).toBeGreaterThan(alone);
    expect(first('120327')?.confidence ?? 1).toBeLessThan(alone);
  });
});

describe('readPrintedDates: what is not a date to propose', () => {
  it.each([
    ['a date more than 60 days ago', '12/03/2026'],
    ['a date more than 6 years ahead', '12/03/2033'],
    ['a day that does not exist', '31/02/2027'],
    ['a month 13', '12/13/2027'],
    ['a time', '14:35'],
    ['a lot number of 5 digits', 'LOT 12345'],
    ['a price', '3,49 €'],
    ['a year alone with no mention', 'Fabriqué en 2027'],
    ['03/27 with no « fin »', 'LOT 03/27'],
    ['a word of lookalike letters', 'BIO SOLIDE 1L'],
    ['nothing', ''],
  ])('%s (%s)', (_, text) => {
    expect(readPrintedDates(text, TODAY)).toEqual([]);
  });

  it('keeps a date 60 days ago and one 6 years ahead', () => {
    expect(first('30/09/2026')?.expiresOn).toBe('2026-09-30');
    expect(first('29/11/2032')?.expiresOn).toBe('2032-11-29');
    expect(first('28/09/2026')).toBeUndefined();
    expect(first('30/11/2032')).toBeUndefined();
  });
});

describe('readPrintedDates: OCR confusions', () => {
  it.each([
    ['12/O3/2027', '2027-03-12'],
    ['I2/03/2027', '2027-03-12'],
    ['l2.03.27', '2027-03-12'],
    ['1B/03/2027', '2027-03-18'],
    ['12/03/2O27', '2027-03-12'],
    ['DLC: 2S/03/27', '2027-03-25'],
    ['12 MARS 2O27', '2027-03-12'],
  ])('%s → %s', (text, expiresOn) => {
    expect(first(text)?.expiresOn).toBe(expiresOn);
  });

  it('is less sure of a date it had to correct', () => {
    expect(first('12/O3/2027')?.confidence ?? 1).toBeLessThan(first('12/03/2027')?.confidence ?? 0);
  });

  it('takes no lookalike letter glued to a word', () => {
    expect(readPrintedDates('LOTS 12/03', TODAY)).toEqual([]);
  });

  // An ink-jet V differs from a U by one dot: the engine reads « FEV » as « FEU ».
  it.each([
    ['EXP O4 FEU 2027', '2027-02-04'],
    ['17 AUR 2027', '2027-04-17'],
    ['12 JANU 27', '2027-01-12'],
    ['DDM NOU 2027', '2027-11-30'],
  ])('takes a month read with a U for its V: %s → %s', (text, expiresOn) => {
    expect(first(text)?.expiresOn).toBe(expiresOn);
  });

  it('is less sure of a month read with a U for its V', () => {
    expect(first('13 FEU 2027')?.confidence ?? 1).toBeLessThan(first('13 FEV 2027')?.confidence ?? 0);
  });

  // A slashed or dotted zero (monospaced fonts, coders) is read « 6 » or « 9 ».
  it.each([
    ['DLUO 28/61/27', '2027-01-28'],
    ['DLC\n61/2027', '2027-01-31'],
    ['fin 93/2027', '2027-03-31'],
    ['Best before 19 JANV 2627', '2027-01-19'],
    ['62/2627', '2027-02-28'],
  ])('takes a 6 or a 9 for a zero when the date makes no sense as read: %s → %s', (text, expiresOn) => {
    expect(first(text)?.expiresOn).toBe(expiresOn);
  });

  it('never changes a 6 or a 9 of a date that makes sense as read, nor makes a date of what has no date shape', () => {
    expect(first('26 FEV 28')?.expiresOn).toBe('2028-02-26');
    expect(first('19/06/2027')?.expiresOn).toBe('2027-06-19');
    expect(readPrintedDates('L60427 61:27', TODAY)).toEqual([]);
    // 31 June is no date, and 31/00 neither: nothing to propose.
    expect(readPrintedDates('31/06/2027', TODAY)).toEqual([]);
  });

  it('is less sure of a date whose zero it had to guess', () => {
    expect(first('DLUO 28/61/27')?.confidence ?? 1).toBeLessThan(first('DLUO 28/01/27')?.confidence ?? 0);
  });

  it('takes no U-for-V month inside a word', () => {
    expect(readPrintedDates('FEUILLE 2027', TODAY)).toEqual([]);
  });
});

describe('readPrintedDates: a whole label', () => {
  it('proposes the mentioned date first, the packing date after it', () => {
    const candidates = readPrintedDates('Emballé le 20/11/2026\nÀ consommer jusqu’au 05/12/2026\nL2331 14:35', TODAY);
    expect(candidates.map((c) => [c.expiresOn, c.dateKind])).toEqual([
      ['2026-12-05', 'dlc'],
      ['2026-11-20', null],
    ]);
  });

  it('proposes a date read twice once, with the better reading', () => {
    const candidates = readPrintedDates('DDM 12/03/2027\n120327', TODAY);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]?.dateKind).toBe('ddm');
  });

  it("weighs a date by the engine's least confidence in its words, when the line gives them", () => {
    const line = (dateConfidence: number) => ({
      text: 'DLC 20/03/2027 L1234',
      confidence: 0.95,
      words: [
        { text: 'DLC', confidence: 0.99 },
        { text: '20/03/2027', confidence: dateConfidence },
        { text: 'L1234', confidence: 0.99 },
      ],
    });
    const sure = readPrintedDates([line(0.96)], TODAY)[0]?.confidence ?? 0;
    const doubtful = readPrintedDates([line(0.6)], TODAY)[0]?.confidence ?? 1;
    expect(doubtful).toBeLessThan(sure);
    // A badly read word elsewhere on the line does not lower the date.
    const elsewhere = readPrintedDates(
      [{ ...line(0.96), words: [{ text: 'DLC', confidence: 0.3 }, ...line(0.96).words.slice(1)] }],
      TODAY,
    )[0]?.confidence;
    expect(elsewhere).toBe(sure);
  });

  it("weighs each line by the engine's confidence", () => {
    const sure = readPrintedDates([{ text: 'DLC 12/03/2027', confidence: 0.95 }], TODAY)[0]?.confidence ?? 0;
    const unsure = readPrintedDates([{ text: 'DLC 12/03/2027', confidence: 0.3 }], TODAY)[0]?.confidence ?? 1;
    expect(unsure).toBeLessThan(sure);
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

describe('readPrintedDates: properties', () => {
  // Any day of the window, in any printed form, with or without its words around it.
  const day = fc.integer({ min: -60, max: 6 * 365 }).map((offset) => {
    const date = new Date(Date.UTC(2026, 10, 29 + offset));
    return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
  });
  const MONTHS = ['JANV', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'];
  const forms: Array<(x: { y: number; m: number; d: number }) => string> = [
    ({ y, m, d }) => `${pad(d)}/${pad(m)}/${y}`,
    ({ y, m, d }) => `${pad(d)}.${pad(m)}.${y % 100}`,
    ({ y, m, d }) => `${pad(d)}${pad(m)}${pad(y % 100)}`,
    ({ y, m, d }) => `${d} ${MONTHS[m - 1]} ${y}`,
  ];

  it('reads back every day of the window in every form, with its mention', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: forms.length - 1 }),
        fc.constantFrom(['À consommer jusqu’au ', 'dlc'], ['DDM ', 'ddm'], ['', null]),
        (date, form, [words, kind]) => {
          const [read] = readPrintedDates(`${words}${forms[form]?.(date)}`, TODAY);
          expect(read?.expiresOn).toBe(`${date.y}-${pad(date.m)}-${pad(date.d)}`);
          expect(read?.dateKind).toBe(kind);
        },
      ),
    );
  });

  it('never throws, never proposes outside the window, and stays between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        for (const candidate of readPrintedDates(text, TODAY)) {
          expect(candidate.expiresOn >= '2026-09-30' && candidate.expiresOn <= '2032-11-29').toBe(true);
          expect(candidate.confidence).toBeGreaterThanOrEqual(0);
          expect(candidate.confidence).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
