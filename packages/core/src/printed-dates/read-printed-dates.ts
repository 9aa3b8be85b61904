import { addDays } from '../dates/calendar.js';
import type { DateKind } from '../domain/date-kind.js';
import { type DateMatch, findDateAfterMention, findDates } from './date-forms.js';
import { foldForReading } from './fold.js';
import { findMentions, type Mention } from './mentions.js';

/** One line of OCR output, with the engine's confidence in it (0–1), and in each of its words if it says. */
export interface ReadLine {
  text: string;
  confidence: number;
  /** The line's words in order, as in `text`: a date is as sure as its least sure word. */
  words?: ReadonlyArray<{ text: string; confidence: number }>;
}

/** A date read from a pack: what to propose, the words it was read from, and how sure the reading is. */
export interface PrintedDateCandidate {
  expiresOn: string;
  /** What the words before it say; null when nothing says (« EXP », a date alone): the product's kind holds. */
  dateKind: DateKind | null;
  text: string;
  /** 0–1, calibrated on the bench's labels (BENCHMARKS.md): a first candidate at 0.8 or more is rarely wrong. */
  confidence: number;
}

/** A date further back than this is a label read wrong or an old pack: not proposed. */
export const PRINTED_DATE_PAST_DAYS = 60;
/** Nothing kept in a cupboard lasts longer than this: a later date is a misreading. */
export const PRINTED_DATE_FUTURE_YEARS = 6;
/** How far (in characters, line breaks included) a mention still speaks of the date after it. */
const MENTION_REACH = 48;

const pad = (value: number) => String(value).padStart(2, '0');

function expiresOnOf(date: DateMatch): string {
  // A month or a year alone means its last day (« fin 03/2027 », « DDM 2027 »).
  const day = date.day ?? new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  return `${date.year}-${pad(date.month)}-${pad(day)}`;
}

function inWindow(expiresOn: string, today: string): boolean {
  const latest = `${Number(today.slice(0, 4)) + PRINTED_DATE_FUTURE_YEARS}${today.slice(4)}`;
  return expiresOn >= addDays(today, -PRINTED_DATE_PAST_DAYS) && expiresOn <= latest;
}

/** The mention a date belongs to: the last one before it, near enough, with no other date between. */
function mentionOf(date: DateMatch, mentions: Mention[], dates: DateMatch[]): Mention | null {
  let owner: Mention | null = null;
  for (const mention of mentions) {
    if (mention.stop > date.start || date.start - mention.stop > MENTION_REACH) continue;
    if (dates.some((other) => other !== date && other.start >= mention.stop && other.stop <= date.start)) continue;
    owner = mention;
  }
  return owner;
}

/**
 * The engine's confidence in what it read at [start, stop): its least confidence in the words there
 * when the line says its words (a misread digit lowers its word, hardly its line: « 26 FEV 28 » for
 * « 20 FEV 28 » at 0.90 in a line at 0.95), else the line's.
 */
function ocrConfidenceAt(start: number, stop: number, lines: ReadLine[]): number {
  let lineStart = 0;
  for (const line of lines) {
    const lineStop = lineStart + line.text.length;
    if (start <= lineStop) {
      let least = Number.POSITIVE_INFINITY;
      let cursor = 0;
      for (const word of line.words ?? []) {
        const at = line.text.indexOf(word.text, cursor);
        if (at < 0 || word.text === '') continue;
        cursor = at + word.text.length;
        if (lineStart + at < stop && lineStart + cursor > start) least = Math.min(least, word.confidence);
      }
      const confidence = Number.isFinite(least) ? least : line.confidence;
      return Math.min(1, Math.max(0, confidence));
    }
    lineStart = lineStop + 1;
  }
  return 1;
}

function confidenceOf(date: DateMatch, mention: Mention | null, ocr: number): number {
  let score = date.strength;
  // The words « à consommer jusqu’au » before it: the label's own date, not a lot or a packing date.
  score += mention ? 0.07 : -0.08;
  score *= 0.85 ** date.corrected;
  // Tesseract's own confidence, on its 0–1 scale: a line it hesitated on is worth less.
  score *= 0.55 + 0.45 * ocr;
  return Math.max(0, Math.min(0.99, score));
}

/**
 * The expiry dates a label's OCR text shows, best first: the French mentions (« à consommer
 * jusqu’au », « à consommer de préférence avant (fin) », DLC, DDM, DLUO, EXP, best before) and the
 * printed forms of date-forms.ts; a date outside [today − 60 days, today + 6 years] is not proposed,
 * and the same date read twice is proposed once, with the better reading.
 */
export function readPrintedDates(input: string | ReadLine[], today: string): PrintedDateCandidate[] {
  const lines = typeof input === 'string' ? input.split('\n').map((text) => ({ text, confidence: 1 })) : input;
  const text = lines.map((line) => line.text).join('\n');
  const folded = foldForReading(text);
  const mentions = findMentions(folded);
  const dates = findDates(folded);
  for (const mention of mentions) {
    if (dates.some((date) => date.start >= mention.stop && date.start - mention.stop <= 3)) continue;
    const after = findDateAfterMention(folded, mention.stop, mention.end);
    if (after && !dates.some((date) => after.start < date.stop && after.stop > date.start)) dates.push(after);
  }

  const best = new Map<string, PrintedDateCandidate>();
  for (const date of dates) {
    const expiresOn = expiresOnOf(date);
    if (!inWindow(expiresOn, today)) continue;
    const mention = mentionOf(date, mentions, dates);
    const from = mention && !text.slice(mention.start, date.start).includes('\n') ? mention.start : date.start;
    const candidate: PrintedDateCandidate = {
      expiresOn,
      dateKind: mention?.kind ?? null,
      text: text.slice(from, date.stop).replace(/\s+/g, ' ').trim(),
      confidence: confidenceOf(date, mention, ocrConfidenceAt(date.start, date.stop, lines)),
    };
    const known = best.get(expiresOn);
    if (!known || candidate.confidence > known.confidence) best.set(expiresOn, candidate);
  }
  const candidates = [...best.values()].sort((a, b) => b.confidence - a.confidence);
  // Two different dates read from one photo: the first is less sure to be the one meant.
  const doubt = candidates.length > 1 ? 0.85 : 1;
  return candidates.map((candidate) => ({ ...candidate, confidence: round(candidate.confidence * doubt) }));
}

const round = (value: number) => Math.round(value * 100) / 100;
