import type { DateKind } from '../domain/date-kind.js';

// The words printed before a date on a French pack (and the English ones of imported food), matched
// on folded text (fold.ts). OCR often drops or doubles a space and reads « ' » as nothing: the
// patterns allow for it. A kind of null says a date follows without saying which kind it is (« EXP »).

export interface Mention {
  kind: DateKind | null;
  /** « fin » said with the mention (« de préférence avant fin »): a month's last day. */
  end: boolean;
  start: number;
  stop: number;
}

const PATTERNS: ReadonlyArray<{ pattern: RegExp; kind: DateKind | null }> = [
  // « À consommer de préférence avant (le / fin) » before « à consommer », which it begins with.
  { pattern: /(?:A\s*)?CONSOMMER\s*DE\s*PREF\w*\s*AVANT/g, kind: 'ddm' },
  { pattern: /(?:A\s*)?CONSOMMER\s*JUSQU\W?\s*(?:AU|A\s*LA)?/g, kind: 'dlc' },
  { pattern: /\bDE\s*PREFERENCE\s*AVANT/g, kind: 'ddm' },
  { pattern: /\bD\.?\s?L\.?\s?U\.?\s?O\b/g, kind: 'ddm' },
  // « DOM », « ODM »: the engine's usual readings of an ink-jet « DDM », whose D differs from an O by
  // its corners' dots (no French label prints « DOM » or « ODM » before a date); « OLC » likewise.
  { pattern: /\b(?:D\.?\s?[DO0]|[O0]\.?\s?D)\.?\s?M\b/g, kind: 'ddm' },
  { pattern: /\b[DO0]\.?\s?L\.?\s?C\b/g, kind: 'dlc' },
  { pattern: /\bBEST\s*BEFORE(?:\s*END)?\b|\bBBE\b|\bBB\b/g, kind: 'ddm' },
  { pattern: /\bUSE\s*BY\b/g, kind: 'dlc' },
  { pattern: /\bEXP(?:IRY|\.|\b)|\bPEREMPTION\b/g, kind: null },
];

const END_AFTER = /^\s*(?:LE\s*)?(?:FIN|END)\b\s*(?:DE\s*|D')?/;

/** Every mention in the folded text, in reading order, overlapping ones kept once. */
export function findMentions(folded: string): Mention[] {
  const found: Mention[] = [];
  for (const { pattern, kind } of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      let stop = start + match[0].length;
      if (found.some((other) => start < other.stop && stop > other.start)) continue;
      const end = END_AFTER.exec(folded.slice(stop));
      if (end) stop += end[0].length;
      found.push({ kind, end: end !== null || /END$/.test(match[0]), start, stop });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
