import { type ParsedReceipt, parseReceipt } from './parse-receipt.js';

/**
 * Two readings of one receipt photo (decision 0074): the engine read the prepared photo, then, the
 * lines not adding up, read it again smoothed, where its slips differ. The second reading is taken
 * whole when it checks by itself and lost no line the first read. Otherwise its lines are lined up
 * with the first's, and the first is tried with one or two of them in place of its own (a line it
 * read « &,62 » where the second read « 4,62 », a line it lost); none of the first's lines is ever
 * dropped. A mix is kept only when it passes every check of the parser, and when no other mix that
 * passes says anything else — a wrong answer is worse than no answer: failing that, the first
 * reading stands, unchecked.
 */

/** Past this many lines that differ, the readings disagree too much for a mix to be trusted. */
const MAX_DIFFERENCES = 16;

/** A line's words, for lining two readings up: its letters, the amounts and marks left out. */
const wordsOf = (line: string) => line.toUpperCase().replace(/[^A-Z]/g, '');

/** A line's numbers and marks: its letters and spaces left out (« &,62 » read for 4,62 stays). */
const digitsOf = (line: string) => line.replace(/[\sA-Za-zÀ-ÿ]/g, '');

/** How alike two lines' words are (Dice's coefficient over letter pairs), 0–1. */
function likeness(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) {
    const pair = a.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const left = pairs.get(pair) ?? 0;
    if (left > 0) {
      shared++;
      pairs.set(pair, left - 1);
    }
  }
  return (2 * shared) / (a.length - 1 + b.length - 1);
}

/** A change to the first reading: line `at` replaced by `line`, or `line` put before line `at`. */
type Change = { at: number; line: string; insert: boolean };

/**
 * The second reading's lines that differ from the first's, lined up (the longest sequence of alike
 * lines: a line lost or added by one reading does not shift the others).
 */
function differences(first: readonly string[], second: readonly string[]): { changes: Change[]; dropped: number } {
  const words = [first.map(wordsOf), second.map(wordsOf)] as const;
  const alike = (i: number, j: number) => {
    const [a, b] = [words[0][i] ?? '', words[1][j] ?? ''];
    // Two lines of numbers, a letter or two aside (details: « 3 x 2,35 », « 3 2,35 »), line up.
    return a.length < 4 && b.length < 4 ? true : likeness(a, b) >= 0.6;
  };
  const rows = first.length + 1;
  const columns = second.length + 1;
  const best = new Int32Array(rows * columns);
  for (let i = first.length - 1; i >= 0; i--) {
    for (let j = second.length - 1; j >= 0; j--) {
      best[i * columns + j] = alike(i, j)
        ? 1 + (best[(i + 1) * columns + j + 1] ?? 0)
        : Math.max(best[(i + 1) * columns + j] ?? 0, best[i * columns + j + 1] ?? 0);
    }
  }
  const changes: Change[] = [];
  // The first's lines with a number that the second has nowhere (a detail it lost).
  let dropped = 0;
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    if (alike(i, j) && best[i * columns + j] === 1 + (best[(i + 1) * columns + j + 1] ?? 0)) {
      // Only a line whose numbers differ can change what the receipt says (a letter read otherwise in an
      // article's name cannot), and the fewer changes tried, the fewer wrong mixes that happen to add up.
      if (digitsOf(first[i] ?? '') !== digitsOf(second[j] ?? '')) {
        changes.push({ at: i, line: second[j] ?? '', insert: false });
      }
      i++;
      j++;
    } else if ((best[(i + 1) * columns + j] ?? 0) >= (best[i * columns + j + 1] ?? 0)) {
      if (/\d/.test(first[i] ?? '')) dropped++;
      i++;
    } else {
      changes.push({ at: i, line: second[j] ?? '', insert: true });
      j++;
    }
  }
  for (; j < second.length; j++) changes.push({ at: first.length, line: second[j] ?? '', insert: true });
  for (; i < first.length; i++) if (/\d/.test(first[i] ?? '')) dropped++;
  return { changes, dropped };
}

function applied(first: readonly string[], changes: readonly Change[]): string {
  const lines: string[] = [];
  first.forEach((line, at) => {
    for (const change of changes) if (change.insert && change.at === at) lines.push(change.line);
    lines.push(changes.find((change) => !change.insert && change.at === at)?.line ?? line);
  });
  for (const change of changes) if (change.insert && change.at === first.length) lines.push(change.line);
  return lines.join('\n');
}

/** What a receipt says, its texts aside: two readings that say the same are one answer. */
const meaning = (receipt: ParsedReceipt) =>
  JSON.stringify([
    receipt.totalCents,
    receipt.lines.map((line) => [line.kind, line.amountCents, line.quantity, line.unitPriceCents, line.weightGrams]),
  ]);

const linesOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** The receipt read from its OCR readings, the first one first (see above). */
export function parseReceiptReadings(texts: readonly string[], { today }: { today: string }): ParsedReceipt {
  const [text = '', ...others] = texts;
  const first = parseReceipt(text, { today, ocr: true });
  if (first.sumCheck.ok) return first;
  const firstLines = linesOf(text);
  const found = new Map<string, ParsedReceipt>();
  for (const other of others) {
    const { changes, dropped } = differences(firstLines, linesOf(other));
    // The second whole, unless it lost a line the first read: a detail lost (« 2 x 8,99 ») leaves the
    // sum whole and the quantity wrong.
    const whole = parseReceipt(other, { today, ocr: true });
    if (whole.sumCheck.ok && dropped === 0) found.set(meaning(whole), whole);
    if (changes.length > MAX_DIFFERENCES) continue;
    // One change, then two: a mix parsed as it is, no digit put right on top of it.
    const mixes = changes.flatMap((one, i) => [[one], ...changes.slice(i + 1).map((two) => [one, two])]);
    for (const mix of mixes) {
      const receipt = parseReceipt(applied(firstLines, mix), { today });
      if (receipt.sumCheck.ok) found.set(meaning(receipt), receipt);
    }
  }
  const [only, ...more] = found.values();
  return only && more.length === 0 ? only : first;
}
