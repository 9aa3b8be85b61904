import { trailingAmount } from './amounts.js';
import type { BodyReading, ReceiptCorrection } from './parse-receipt.js';

/**
 * One digit OCR misread, put right only when the receipt itself proves it (decision 0068). A receipt
 * whose lines do not add up, or whose detail or sub-total disagrees, is read again with one digit of one
 * number changed along a confusion the engine makes; the change is kept only when the receipt then
 * passes every check of `readBody` (the sum to the cent, each detail explaining its article, the
 * sub-total) and no other single change would pass them too. Two candidates, or none: nothing changes,
 * and the receipt stays unchecked — a wrong answer is worse than no answer.
 */

/**
 * What a digit read may have been printed as (read → printed), from the bench's misses on seed 1
 * (decision 0068): the thermal font's zero with a bar or a dot inside read 6, 8 or 9 (« -6,50 » for
 * « -0,50 », « -0,58 », « 11,97 » for « 11,07 »), a 5 read 6 (« 2,46 » for « 2,45 »), a 9 read 8
 * (« 1,28 » for « 1,29 »). One way only: the fewer the changes tried, the fewer the wrong ones that
 * happen to add up.
 */
export const CONFUSIONS: Readonly<Record<string, readonly string[]>> = {
  '6': ['0', '5'],
  '8': ['0', '9'],
  '9': ['0'],
};

const NUMBER = /\d+(?:[,.]\d+)?/g;

type Candidate = { reading: BodyReading; at: number; read: string; inAmount: boolean };

/** `reading` itself when it is checked or no single repair is proven; else the repaired reading. */
export function repaired(
  lines: readonly string[],
  reading: BodyReading,
  read: (lines: readonly string[]) => BodyReading,
): BodyReading {
  if (reading.sumCheck.ok || reading.totalAt === null) return reading;
  let found: Candidate | null = null;
  for (let at = 0; at <= reading.totalAt; at++) {
    const line = lines[at] ?? '';
    // Where the line's own amount starts: a number from there on is the amount, before it a detail's.
    const amountFrom = trailingAmount(line)?.before.length ?? line.length;
    for (const number of line.matchAll(NUMBER)) {
      const start = number.index;
      for (const [i, digit] of [...number[0]].entries()) {
        for (const printed of CONFUSIONS[digit] ?? []) {
          const fixed = `${line.slice(0, start + i)}${printed}${line.slice(start + i + 1)}`;
          const again = read(lines.map((other, j) => (j === at ? fixed : other)));
          if (!again.sumCheck.ok) continue;
          // Any change that makes the receipt pass counts, even one that is not kept (a sub-total's):
          // two ways to a checked receipt are one too many.
          if (found) return reading;
          found = { reading: again, at, read: number[0], inAmount: start >= amountFrom };
        }
      }
    }
  }
  return found ? (marked(found) ?? reading) : reading;
}

/** The repaired reading with the line (or the total) that was put right saying so; null if it is neither. */
function marked({ reading, at, read, inAmount }: Candidate): BodyReading | null {
  if (at === reading.totalAt) {
    const totalCorrected: ReceiptCorrection = { of: 'total', read };
    return { ...reading, sumCheck: { ...reading.sumCheck, totalCorrected } };
  }
  const index = reading.lines.findIndex((line) => line.at === at || line.detailAt === at);
  const line = reading.lines[index];
  if (!line) return null;
  const of: ReceiptCorrection['of'] = line.at === at && (inAmount || line.detailAt !== at) ? 'amount' : 'detail';
  const lines = reading.lines.map((other, j) => (j === index ? { ...other, corrected: { of, read } } : other));
  return { ...reading, lines };
}
