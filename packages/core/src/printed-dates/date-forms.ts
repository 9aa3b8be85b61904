// The ways a date is printed on a pack, matched on folded text (fold.ts): 12/03/2027, 12/03/27,
// 12.03.27, 12 03 27, 120327, 12 MARS 2027, 12 MAR 27, 03/2027, MARS 2027, and 03/27 or a year alone
// when the words before say so (« fin », « DDM »). Each form has a strength: how rarely something
// that is not a date takes that shape (six bare digits are often a lot number; 12/03/2027 is seldom
// anything else).

export type Precision = 'day' | 'month' | 'year';

export interface DateMatch {
  year: number;
  month: number;
  /** null for a month or a year: its last day is meant. */
  day: number | null;
  precision: Precision;
  start: number;
  stop: number;
  strength: number;
  /** Characters read as letters taken for digits (O → 0, I → 1, S → 5, B → 8, Z → 2). */
  corrected: number;
}

/** A digit, or a letter OCR gives for one; unambiguous only inside a run that is otherwise digits. */
const D = '[0-9OIL|SBZ]';
const LOOKALIKE: Record<string, string> = { O: '0', I: '1', L: '1', '|': '1', S: '5', B: '8', Z: '2' };
const SEP = '\\s*([/.\\-])\\s*';

const MONTHS: ReadonlyArray<[number, string]> = [
  [1, 'JANVIER|JANV|JAN'],
  [2, 'FEVRIER|FEVR|FEV|FEB'],
  [3, 'MARS|MAR'],
  [4, 'AVRIL|AVR|APR'],
  [5, 'MAI|MAY'],
  [6, 'JUIN|JUN'],
  [7, 'JUILLET|JUIL|JUL'],
  [8, 'AOUT|AOU|AUG'],
  [9, 'SEPTEMBRE|SEPT|SEP'],
  [10, 'OCTOBRE|OCT'],
  [11, 'NOVEMBRE|NOV'],
  [12, 'DECEMBRE|DEC'],
];
/**
 * A month's word with its V read as U: the engines' usual slip on an ink-jet print, where the two
 * differ by one dot at the bottom (« FEU 2027 », « 17 AUR 27 »). Taken as the month, as a letter
 * taken for a digit is: one correction, a lower confidence.
 */
const MONTHS_V_AS_U: ReadonlyArray<[number, string]> = [
  [1, 'JANU'],
  [2, 'FEU'],
  [4, 'AUR'],
  [11, 'NOU'],
];
const MONTH_WORD = `(${[...MONTHS, ...MONTHS_V_AS_U].map(([, words]) => words).join('|')})`;

/** The month a word names, and whether it was read with a U for its V (a correction). */
function monthOfWord(word: string): { value: number; corrected: number } {
  for (const [month, words] of MONTHS) if (words.split('|').includes(word)) return { value: month, corrected: 0 };
  for (const [month, words] of MONTHS_V_AS_U) if (words === word) return { value: month, corrected: 1 };
  return { value: 0, corrected: 0 };
}

/** The digits of a run, and how many letters had to be taken for digits; null past two. */
function digitsOf(run: string): { value: number; corrected: number } | null {
  let digits = '';
  let corrected = 0;
  for (const char of run) {
    if (char >= '0' && char <= '9') digits += char;
    else {
      digits += LOOKALIKE[char] ?? '';
      corrected++;
    }
  }
  // A run made mostly of letters is a word (« SOLIDE »), not a number read badly.
  if (corrected * 2 > run.length) return null;
  return { value: Number(digits), corrected };
}

function yearOf(run: string): { value: number; corrected: number } | null {
  const read = digitsOf(run);
  if (!read) return null;
  if (run.length === 2) return { value: 2000 + read.value, corrected: read.corrected };
  return read.value >= 2000 && read.value < 2100 ? read : null;
}

interface Form {
  pattern: RegExp;
  strength: number;
  precision: Precision;
  read(
    match: RegExpExecArray,
  ): { year: number; month: number; day: number | null; corrected: number; strength?: number } | null;
}

function sum(...parts: Array<{ value: number; corrected: number } | null>) {
  if (parts.some((part) => part === null)) return null;
  return {
    values: parts.map((part) => part?.value ?? 0),
    corrected: parts.reduce((total, part) => total + (part?.corrected ?? 0), 0),
  };
}

/** A month then a year (« 03/2027 », « fin 03/27 »): the month's last day, the caller decides. */
function monthAndYear(match: RegExpExecArray): ReturnType<Form['read']> {
  const read = sum(digitsOf(match[1] ?? ''), yearOf(match[2] ?? ''));
  if (!read) return null;
  const [month = 0, year = 0] = read.values;
  return { year, month, day: null, corrected: read.corrected };
}

const numericDay = (strength4: number, strength2: number, separator: string): Form => ({
  pattern: new RegExp(
    `(?<![0-9])(${D}{1,2})${separator}(${D}{1,2})${separator.replace('([/.\\-])', '\\2')}(${D}{4}|${D}{2})(?![0-9])`,
    'g',
  ),
  strength: strength4,
  precision: 'day',
  read(match) {
    const year = match[4] ?? '';
    const read = sum(digitsOf(match[1] ?? ''), digitsOf(match[3] ?? ''), yearOf(year));
    if (!read) return null;
    const [day = 0, month = 0, fullYear = 0] = read.values;
    // A two-digit year is more often something else (a time, a batch) than a four-digit one.
    return {
      year: fullYear,
      month,
      day,
      corrected: read.corrected,
      strength: year.length === 2 ? strength2 : strength4,
    };
  },
});

const FORMS: ReadonlyArray<Form> = [
  // 12/03/2027, 12.03.27, 12-03-27 (one separator, twice).
  numericDay(0.92, 0.86, SEP),
  // 12 MARS 2027, 12MAR27, 12-MAR-27.
  {
    pattern: new RegExp(
      `(?<![0-9])(${D}{1,2})\\s*[/.\\-]?\\s*${MONTH_WORD}\\.?\\s*[/.\\-]?\\s*(${D}{4}|${D}{2})(?![0-9])`,
      'g',
    ),
    strength: 0.92,
    precision: 'day',
    read(match) {
      const read = sum(digitsOf(match[1] ?? ''), yearOf(match[3] ?? ''));
      if (!read) return null;
      const [day = 0, year = 0] = read.values;
      const strength = (match[3] ?? '').length === 2 ? 0.88 : 0.92;
      const month = monthOfWord(match[2] ?? '');
      return { year, month: month.value, day, corrected: read.corrected + month.corrected, strength };
    },
  },
  // 12 03 27, 12 03 2027: spaces only, digits only (dot prints often read this way).
  {
    pattern: /(?<![0-9A-Z])(\d{2}) {1,3}(\d{2}) {1,3}(\d{4}|\d{2})(?![0-9A-Z])/g,
    strength: 0.78,
    precision: 'day',
    read(match) {
      const year = yearOf(match[3] ?? '');
      if (!year) return null;
      return { year: year.value, month: Number(match[2]), day: Number(match[1]), corrected: 0 };
    },
  },
  // 120327, 12032027: digits only, no separator.
  {
    pattern: /(?<![0-9A-Z])(\d{2})(\d{2})(\d{2}|20\d{2})(?![0-9A-Z])/g,
    strength: 0.62,
    precision: 'day',
    read(match) {
      const year = yearOf(match[3] ?? '');
      if (!year) return null;
      return { year: year.value, month: Number(match[2]), day: Number(match[1]), corrected: 0 };
    },
  },
  // MARS 2027, MAR 27.
  {
    pattern: new RegExp(`(?<![A-Z])${MONTH_WORD}\\.?\\s*[/.\\-]?\\s*(${D}{4}|${D}{2})(?![0-9])`, 'g'),
    strength: 0.84,
    precision: 'month',
    read(match) {
      const year = yearOf(match[2] ?? '');
      if (!year) return null;
      const month = monthOfWord(match[1] ?? '');
      return { year: year.value, month: month.value, day: null, corrected: year.corrected + month.corrected };
    },
  },
  // 03/2027.
  {
    pattern: new RegExp(`(?<![0-9])(${D}{1,2})\\s*[/.\\-]\\s*(${D}{4})(?![0-9])`, 'g'),
    strength: 0.84,
    precision: 'month',
    read: monthAndYear,
  },
];

/** 03/27 is a month only after « fin »; elsewhere it is as likely a day and a month. */
const SHORT_MONTH: Form = {
  pattern: new RegExp(`^(${D}{1,2})\\s*[/.\\-]\\s*(${D}{2})(?![0-9/.\\-])`),
  strength: 0.8,
  precision: 'month',
  read: monthAndYear,
};

/** A year alone is a date only right after a mention (« DDM 2027 »: its 31 December). */
const YEAR_ALONE: Form = {
  pattern: /^(20\d{2})(?![0-9])/,
  strength: 0.7,
  precision: 'year',
  read(match) {
    return { year: Number(match[1]), month: 12, day: null, corrected: 0 };
  },
};

const isLetter = (char: string | undefined) => char !== undefined && /[A-Z]/.test(char);

function realDate(year: number, month: number, day: number | null): boolean {
  if (month < 1 || month > 12) return false;
  if (day === null) return true;
  if (day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The date a match reads, 'no-date' for a date shape whose numbers make no date (31/02/2027: its
 * 02/2027 is not a month to propose instead), null for no date shape at all.
 */
function toMatch(form: Form, match: RegExpExecArray, offset: number, folded: string): DateMatch | 'no-date' | null {
  const start = offset + match.index;
  const stop = start + match[0].length;
  // A lookalike letter that touches a word belongs to that word (« LOT S12/03 » is no date of day 5).
  if (isLetter(folded[start]) && isLetter(folded[start - 1])) return null;
  if (isLetter(folded[stop - 1]) && isLetter(folded[stop])) return null;
  const read = form.read(match);
  if (!read) return null;
  if (!realDate(read.year, read.month, read.day)) return 'no-date';
  const { strength = form.strength, ...date } = read;
  return { ...date, precision: form.precision, start, stop, strength };
}

/**
 * A zero the engine read as another digit: a slashed or dotted zero (monospaced fonts, thermal and
 * ink-jet coders) comes out « 6 » or « 9 » (« 28/61/27 », « 19 JANV 2627 », « fin 93/2027 »).
 */
const ZERO_READ_AS = /[69]/g;

/**
 * The date a shape makes once one or two of its « 6 » and « 9 » are taken for zeros, when as read
 * its numbers make no date (month 61, year 2627): one correction each, as a letter taken for a digit.
 * A shape that makes a date as read is never changed.
 */
function withZeros(form: Form, match: RegExpExecArray, folded: string): DateMatch | null {
  const text = match[0];
  const spots = [...text.matchAll(ZERO_READ_AS)].map((spot) => spot.index);
  if (spots.length === 0 || spots.length > 6) return null;
  const tries: number[][] = [...spots.map((at) => [at])];
  for (let i = 0; i < spots.length; i++)
    for (let j = i + 1; j < spots.length; j++) tries.push([spots[i] ?? 0, spots[j] ?? 0]);
  const whole = new RegExp(`^(?:${form.pattern.source})$`);
  for (const zeros of tries) {
    const fixed = [...text].map((char, at) => (zeros.includes(at) ? '0' : char)).join('');
    const again = whole.exec(fixed);
    if (!again) continue;
    const date = toMatch(form, again, match.index, folded);
    if (date !== null && date !== 'no-date') return { ...date, corrected: date.corrected + zeros.length };
  }
  return null;
}

/** Every date shape in the folded text, the stronger form kept where two overlap. */
export function findDates(folded: string): DateMatch[] {
  const found: DateMatch[] = [];
  const taken: Array<{ start: number; stop: number }> = [];
  for (const form of FORMS) {
    for (const match of folded.matchAll(form.pattern)) {
      const start = match.index;
      const stop = start + match[0].length;
      if (taken.some((other) => start < other.stop && stop > other.start)) continue;
      let date = toMatch(form, match as RegExpExecArray, 0, folded);
      if (date === null || date === 'no-date') date = withZeros(form, match as RegExpExecArray, folded) ?? date;
      if (date === null) continue;
      taken.push({ start, stop });
      if (date !== 'no-date') found.push(date);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The date right after a mention that only a mention makes a date: 03/27 after « fin », 2027 after « DDM ». */
export function findDateAfterMention(folded: string, at: number, end: boolean): DateMatch | null {
  const rest = folded.slice(at);
  const gap = /^[\s:.,-]*/.exec(rest)?.[0].length ?? 0;
  for (const form of end ? [SHORT_MONTH, YEAR_ALONE] : [YEAR_ALONE]) {
    const match = form.pattern.exec(rest.slice(gap));
    const date = match ? toMatch(form, match, at + gap, folded) : null;
    if (date !== null) return date === 'no-date' ? null : date;
  }
  return null;
}
