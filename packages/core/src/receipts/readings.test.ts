import { describe, expect, it } from 'vitest';
import { parseReceiptReadings } from './readings.js';

const today = '2026-11-29';
const amounts = (lines: { amountCents: number }[]) => lines.map((line) => line.amountCents);

// Till receipts read twice (decision 0074): the photo, then the photo smoothed.
const PRINTED = [
  'LIDL',
  'Lardons fumes 2x100g            2,45 A',
  'Remise fidelite                -0,50 A',
  '1,656 kg x 2,79 EUR/kg',
  'Courgettes                      4,62 A',
  'Jus orange 1l                   2,19 A',
  'Total                            8,76',
];

describe('parseReceiptReadings: a second reading takes the place of the first only where it proves right', () => {
  it('keeps the first reading when it checks, whatever the second says', () => {
    const second = PRINTED.map((line) => line.replace('2,19', '2,18'));
    const receipt = parseReceiptReadings([PRINTED.join('\n'), second.join('\n')], { today });
    expect(receipt.sumCheck.ok).toBe(true);
    expect(amounts(receipt.lines)).toEqual([245, -50, 462, 219]);
  });

  it('takes a line the second read right where the first misread it, the second wrong elsewhere', () => {
    const first = PRINTED.map((line) => line.replace('4,62', '&,62'));
    // The second lost the discount and misread the orange juice.
    const second = PRINTED.filter((line) => !line.startsWith('Remise')).map((line) => line.replace('2,19', '2,79'));
    const receipt = parseReceiptReadings([first.join('\n'), second.join('\n')], { today });
    expect(receipt.sumCheck).toMatchObject({ totalCents: 876, ok: true });
    expect(amounts(receipt.lines)).toEqual([245, -50, 462, 219]);
    expect(receipt.lines[2]).toMatchObject({ weightGrams: 1656, unitPriceCents: 279 });
  });

  it('takes a line the first lost, put back where it was printed', () => {
    const first = PRINTED.filter((line) => !line.startsWith('Jus'));
    const second = PRINTED.map((line) => line.replace('Lardons', 'Lardens'));
    const receipt = parseReceiptReadings([first.join('\n'), second.join('\n')], { today });
    expect(receipt.sumCheck.ok).toBe(true);
    expect(receipt.lines.at(-1)).toMatchObject({ text: expect.stringMatching(/^Jus orange/), amountCents: 219 });
  });

  it('takes the second whole when it checks by itself', () => {
    const first = PRINTED.map((line) => line.replace('2,45', '2,46').replace('2,19', '2,10'));
    const receipt = parseReceiptReadings([first.join('\n'), PRINTED.join('\n')], { today });
    expect(receipt.sumCheck.ok).toBe(true);
    expect(amounts(receipt.lines)).toEqual([245, -50, 462, 219]);
  });

  it('does not take the second whole when it lost a line the first read, though it adds up', () => {
    // Printed: « CAFE 17,98 » and below « 2 x 8,99 ». The first read the detail « 2 8,99 » (an article
    // of its own, the sum broken); the second lost it: its sum holds, its quantity 1 is wrong.
    const printed = ['CAFE MOULU 17,98', '   2 x 8,99', 'LAIT 1,05', 'TOTAL 19,03'];
    const first = printed.with(1, '   2 8,99');
    const second = printed.filter((line) => !line.includes('x 8,99'));
    const receipt = parseReceiptReadings([first.join('\n'), second.join('\n')], { today });
    expect(receipt.sumCheck.ok).toBe(false);
    // The detail read whole by the second is taken, in the first's place.
    const right = parseReceiptReadings([first.join('\n'), printed.join('\n')], { today });
    expect(right.sumCheck.ok).toBe(true);
    expect(right.lines[0]).toMatchObject({ quantity: 2, unitPriceCents: 899, amountCents: 1798 });
  });

  it('leaves the receipt unchecked when two mixes check and say different things', () => {
    // 1,00 + 2,00 + 3,50 ≠ 6,00: the second's 3,00 makes it add up, and so does its 0,50 for 1,00.
    const first = ['LAIT 1,00', 'BEURRE 2,00', 'CAFE 3,50', 'TOTAL 6,00'];
    const second = ['LAIT 0,50', 'BEURRE 2,00', 'CAFE 3,00', 'TOTAL 6,00'];
    const ambiguous = parseReceiptReadings([first.join('\n'), second.join('\n')], { today });
    expect(ambiguous.sumCheck.ok).toBe(false);
    expect(amounts(ambiguous.lines)).toEqual([100, 200, 350]);
    // Without the second's 0,50, one mix adds up: it is taken.
    const one = parseReceiptReadings([first.join('\n'), second.with(0, 'LAIT 1,00').join('\n')], { today });
    expect(one.sumCheck.ok).toBe(true);
    expect(amounts(one.lines)).toEqual([100, 200, 300]);
  });

  it('leaves the receipt unchecked when no mix of the two readings adds up', () => {
    const first = PRINTED.map((line) => line.replace('4,62', '&,62'));
    const second = PRINTED.map((line) => line.replace('4,62', '4,82'));
    const receipt = parseReceiptReadings([first.join('\n'), second.join('\n')], { today });
    expect(receipt.sumCheck.ok).toBe(false);
  });
});
