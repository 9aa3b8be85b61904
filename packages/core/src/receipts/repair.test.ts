import { describe, expect, it } from 'vitest';
import { type ParsedReceipt, parseReceipt } from './parse-receipt.js';
import { CONFUSIONS } from './repair.js';
import { drawReceipt, RECEIPT_LAYOUTS } from './testing/receipt-text.js';

const read = (lines: string[]) => parseReceipt(lines.join('\n'), { today: '2026-11-29', ocr: true });

describe('parseReceipt: one misread digit put right when the receipt proves it', () => {
  it('puts right a discount whose zero was read 6, and says what was read', () => {
    const receipt = read(['LAIT 1,05', 'BEURRE 2,59', 'REMISE -6,50', 'TOTAL A PAYER 3,14']);
    expect(receipt.sumCheck).toMatchObject({ itemsCents: 364, discountsCents: -50, totalCents: 314, ok: true });
    expect(receipt.lines[2]).toMatchObject({ amountCents: -50, corrected: { of: 'amount', read: '6,50' } });
    expect(receipt.lines[0]).not.toHaveProperty('corrected');
  });

  it('puts right the total itself', () => {
    const receipt = read(['LAIT 1,05', 'BEURRE 9,59', 'TOTAL A PAYER 16,64']);
    expect(receipt.sumCheck).toMatchObject({
      totalCents: 1064,
      ok: true,
      totalCorrected: { of: 'total', read: '16,64' },
    });
    expect(receipt.totalCents).toBe(1064);
  });

  it('puts right a detail from its article, the article from its detail', () => {
    const detail = read(['YAOURT X4 5,67', '   3 x 1,88', 'TOTAL 5,67']);
    expect(detail.lines[0]).toMatchObject({
      quantity: 3,
      unitPriceCents: 189,
      corrected: { of: 'detail', read: '1,88' },
    });
    expect(detail.sumCheck.ok).toBe(true);
    // 6,80 → 0,80 or 6,90 → 0,90 would both add up: the weight × price says which.
    const weighed = read(['BANANES 6,80', '   0,400 kg x 1,99 EUR/kg', 'FROMAGE 6,90', 'TOTAL A PAYER 7,70']);
    expect(weighed.lines[0]).toMatchObject({ amountCents: 80, weightGrams: 400, corrected: { of: 'amount' } });
    expect(weighed.lines[1]).not.toHaveProperty('corrected');
    expect(weighed.sumCheck).toMatchObject({ totalCents: 770, ok: true });
  });

  it('leaves unchecked a misread whose repair is not the only one', () => {
    // Without the weight, either article could be the 6 read for a 0.
    const receipt = read(['BANANES 6,80', 'FROMAGE 6,90', 'TOTAL A PAYER 7,70']);
    expect(receipt.sumCheck).toMatchObject({ totalCents: 770, ok: false });
    expect(receipt.lines.map((line) => line.amountCents)).toEqual([680, 690]);
    expect(receipt.lines.some((line) => line.corrected)).toBe(false);
    // Two discounts read -6,50, one of them printed -0,50: which one, nothing says.
    const discounts = ['LAIT 1,05', 'BEURRE 9,59', 'REMISE -6,50', 'BON ACHAT -6,50', 'TOTAL 3,64'];
    expect(read(discounts).sumCheck.ok).toBe(false);
  });

  it('leaves unchecked two misread amounts, and a misread the confusions do not explain', () => {
    expect(read(['POMMES 6,80', 'POIRES 8,50', 'PAIN 1,10', 'TOTAL 2,40']).sumCheck.ok).toBe(false);
    // 2,59 read 2,99: a 5 read 9 is not among the confusions.
    expect(read(['LAIT 1,05', 'BEURRE 2,99', 'TOTAL 3,64']).sumCheck.ok).toBe(false);
    // A misread detail and a misread article: two repairs, none made.
    expect(read(['YAOURT X4 5,66', '   3 x 1,88', 'TOTAL 5,67']).sumCheck.ok).toBe(false);
  });

  it('puts nothing right in a text that OCR did not read (a PDF’s text layer)', () => {
    const pdf = parseReceipt(['LAIT 1,05', 'BEURRE 2,59', 'REMISE -6,50', 'TOTAL A PAYER 3,14'].join('\n'), {
      today: '2026-11-29',
    });
    expect(pdf.sumCheck.ok).toBe(false);
    expect(pdf.lines[2]).toMatchObject({ amountCents: -650 });
  });

  it('leaves a receipt that adds up as it is', () => {
    const receipt = read(['LAIT 1,05', 'BEURRE 2,59', 'TOTAL 3,64']);
    expect(receipt.sumCheck).toEqual({ itemsCents: 364, discountsCents: 0, totalCents: 364, ok: true });
  });
});

/** What each digit may be read as: CONFUSIONS turned round (printed → read). */
const misreadsOf = (printed: string) =>
  Object.entries(CONFUSIONS)
    .filter(([, printedAs]) => printedAs.includes(printed))
    .map(([readAs]) => readAs);

/** The receipt without the marks of a repair: what must equal the truth. */
function unmarked(receipt: ParsedReceipt): ParsedReceipt {
  const { totalCorrected: _total, ...sumCheck } = receipt.sumCheck;
  return { ...receipt, lines: receipt.lines.map(({ corrected: _c, ...line }) => line), sumCheck };
}

/** Every way to misread one digit of one amount of the receipt's articles and total. */
function* plantedMisreads(text: string, misreads: (digit: string) => string[]) {
  const lines = text.split('\n');
  const last = lines.findIndex((line) => /^(TOTAL|Total|MONTANT|NET A PAYER)/.test(line.trim()));
  for (let at = 0; at <= last + 1; at++) {
    const line = lines[at] ?? '';
    for (const number of line.matchAll(/\d+,\d{2,3}/g)) {
      for (let i = number.index; i < number.index + number[0].length; i++) {
        for (const readAs of misreads(line[i] ?? '')) {
          const planted = `${line.slice(0, i)}${readAs}${line.slice(i + 1)}`;
          yield lines.map((other, j) => (j === at ? planted : other)).join('\n');
        }
      }
    }
  }
}

describe('parseReceipt: misreads planted in the drawn receipts', () => {
  const digits = '0123456789';

  it('checks a receipt with one planted misread only when it was put back to its truth', () => {
    let planted = 0;
    let repaired = 0;
    for (const layout of RECEIPT_LAYOUTS) {
      for (let seed = 1; seed <= 12; seed++) {
        const { text, truth } = drawReceipt(seed, layout);
        for (const misread of plantedMisreads(text, misreadsOf)) {
          const receipt = parseReceipt(misread, { today: '2026-11-29', ocr: true });
          planted++;
          if (!receipt.sumCheck.ok) continue;
          const marked = receipt.sumCheck.totalCorrected || receipt.lines.some((line) => line.corrected);
          if (marked) {
            expect(unmarked(receipt), `${layout} #${seed}\n${misread}`).toEqual(truth);
            repaired++;
          } else {
            // Checked as read: only a weighed detail's last digit, which the rounding of weight × price
            // per kg hides (the amount itself is right).
            const weightless = (r: ParsedReceipt) =>
              r.lines.map(({ weightGrams, unitPriceCents, ...line }) =>
                weightGrams === null ? { ...line, unitPriceCents } : line,
              );
            expect(weightless(receipt), `${layout} #${seed}\n${misread}`).toEqual(weightless(truth));
          }
        }
      }
    }
    // Most are proven; the rest (two repairs possible) stay unchecked, never wrong.
    expect(repaired / planted).toBeGreaterThan(0.6);
    expect(repaired).toBeLessThan(planted);
  }, 120_000);

  it('rarely checks a receipt wrong when a digit is misread outside the confusions (the bench counts it)', () => {
    // A misread no confusion explains (2,19 read 2,09) can be offset by a repair elsewhere (1,89 put to
    // 1,99): the sum cannot tell. Bounded here, counted on real misreads by the bench (decision 0068).
    // Every third of the other digits (each position still gets two or three): the whole set took a
    // minute of CPU, two under the suite's load, for the same bound.
    const anyOther = (printed: string) =>
      /\d/.test(printed)
        ? [...digits].filter((d) => d !== printed && !misreadsOf(printed).includes(d)).filter((_, k) => k % 3 === 0)
        : [];
    let wrong = 0;
    let planted = 0;
    for (const layout of RECEIPT_LAYOUTS) {
      for (let seed = 1; seed <= 2; seed++) {
        const { text, truth } = drawReceipt(seed, layout);
        for (const misread of plantedMisreads(text, anyOther)) {
          planted++;
          const receipt = parseReceipt(misread, { today: '2026-11-29', ocr: true });
          const marked = receipt.sumCheck.totalCorrected || receipt.lines.some((line) => line.corrected);
          if (marked && JSON.stringify(unmarked(receipt)) !== JSON.stringify(truth)) wrong++;
        }
      }
    }
    expect(planted).toBeGreaterThan(1000);
    expect(wrong / planted).toBeLessThan(0.02);
  }, 120_000);
});
