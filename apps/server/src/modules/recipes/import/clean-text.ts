import { decodeHTML } from 'entities';

// Recipe fields arrive as sites wrote them: HTML entities in JSON ("Cr&egrave;me"), tags inside texts
// ("<p>Mélangez…</p>"), stray spaces. The draft holds plain text, within the recipe schema's limits.
// Every pattern here runs in linear time on any text (docs/decisions/0022): a page is outside input.

/**
 * A tag, but not a lone "<" in text ("cuire < 5 min"): its name, then anything but "<" or ">" up to ">".
 * The look-ahead ends the name where its letters end, so the engine never tries the ways of splitting a
 * long run of letters between the name and the rest (quadratic on "<" + 240 000 letters without ">");
 * `[^<>]` stops each try at the next "<", so "<a<a<a…" stays linear too.
 */
const TAG = /<\/?([a-z][a-z0-9]*)(?![a-z0-9])[^<>]*>/gi;
/** Tags inside a word or sentence ("<strong>légères</strong>.") leave nothing; others leave a space. */
const INLINE = new Set(['a', 'abbr', 'b', 'em', 'i', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
/** Tags that end a line of text: steps written as one HTML string split there. */
const LINE_BREAKING_TAG = /<(?:br\s*\/?|\/(?:p|li|div|h[1-6])\s*)>/gi;

/** Raw text read for a field stored in `limit` characters: entities and tags take room, but not more. */
export const rawLimit = (limit: number) => limit * 4 + 1024;

/**
 * A raw field cut before it is cleaned: a 3 MB description costs no more than a long real one. What is
 * kept is still clamped to the limit once cleaned.
 */
export const cutRaw = (value: string, limit: number) => clamp(value, rawLimit(limit));

/**
 * Entities decoded, twice more if the site encoded them twice or three times (« &amp;amp; »,
 * « &amp;eacute; »): each pass is linear, and a pass that changes nothing ends it.
 */
export function decodeEntities(value: string): string {
  let decoded = value;
  for (let pass = 0; pass < 3; pass++) {
    const next = decodeHTML(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/** Characters that show nothing: soft hyphens, zero-width spaces and joiners, byte order marks. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Spaces collapsed (non-breaking and thin ones are `\s` too), then brackets tidied: WordPress recipe
 * plugins wrap notes already in parentheses in their own (« ((125 g)) »), or leave them empty once a
 * unit is converted. Each pattern reads a bracket, then text without brackets: linear.
 */
function tidy(value: string): string {
  let text = value.replace(INVISIBLE, '').replace(/\s+/g, ' ');
  for (let pass = 0; pass < 3 && /\(\s?\(|\[\s?\[/.test(text); pass++) {
    text = text.replace(/\(\s?\(([^()]*)\)\s?\)/g, '($1)').replace(/\[\s?\[([^[\]]*)\]\s?\]/g, '[$1]');
  }
  return text
    .replace(/\(\s?\)|\[\s?\]/g, '')
    .replace(/([([]) /g, '$1')
    .replace(/ ([)\]])/g, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** One line of text: entities decoded, tags removed, whitespace collapsed, brackets tidied. */
export function cleanText(value: string): string {
  return tidy(stripTags(decodeEntities(value)));
}

/** Several lines (a step list in one string): split on line breaks and block ends, empty lines dropped. */
export function cleanLines(value: string): string[] {
  return stripTags(decodeEntities(value).replace(LINE_BREAKING_TAG, '\n'))
    .split(/\r?\n|\r/)
    .map(tidy)
    .filter((line) => line !== '');
}

/**
 * The marks a list puts before an item, kept in the text by some sites: bullets (« - », « • », « * »,
 * a box to tick), numbers (« 1. », « 2) »), and for steps « Étape 3 : ». Anchored at the start, each
 * mark followed by spaces: one way to match, linear.
 */
const BULLETS = /^(?:[-–—•·*▪▫◦‣⁃►▶➤→✓✔☐▢□○●■]\s*)+/u;
const NUMBERING = /^(?:\d{1,3}\s?[.)]|\(\d{1,3}\))\s/;
const STEP_NUMBER = /^(?:(?:[ée]tape|step)\s?\d{1,3}(?!\d)|\d{1,3}(?=\s?[–—:-]\s))\s?(?:[:.)–—-]\s?)?/i;

/** A list item already cleaned (an ingredient line, a step) without the list's own marks. */
export function unlist(text: string, kind: 'ingredient' | 'step'): string {
  const item = text.replace(BULLETS, '').replace(NUMBERING, '');
  if (kind === 'ingredient') return item;
  // « Étape 2 : Mélangez » → « Mélangez »; « Étape 2 » alone says nothing: empty, dropped.
  return item.replace(STEP_NUMBER, '').replace(BULLETS, '');
}

function stripTags(value: string): string {
  // Entities decoded first: "&lt;p&gt;" (double-encoded markup) is markup too.
  return value.replace(TAG, (_, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '));
}

/** Cut to at most `max` UTF-16 units (what the schema's `.max` counts), never halving an emoji. */
export function clamp(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return value.slice(0, cut).trimEnd();
}
