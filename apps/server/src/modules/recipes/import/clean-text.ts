import { decodeHTML } from 'entities';

// Recipe fields arrive as sites wrote them: HTML entities in JSON ("Cr&egrave;me"), tags inside texts
// ("<p>Mélangez…</p>"), stray spaces. The draft holds plain text, within the recipe schema's limits.

/** A tag, but not a lone "<" in text ("cuire < 5 min"); `[^<>]` keeps it linear on "<a<a<a…". */
const TAG = /<\/?([a-z][a-z0-9]*)[^<>]*>/gi;
/** Tags inside a word or sentence ("<strong>légères</strong>.") leave nothing; others leave a space. */
const INLINE = new Set(['a', 'abbr', 'b', 'em', 'i', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
/** Tags that end a line of text: steps written as one HTML string split there. */
const LINE_BREAKING_TAG = /<(?:br\s*\/?|\/(?:p|li|div|h[1-6])\s*)>/gi;

/** One line of text: entities decoded, tags removed, whitespace collapsed. */
export function cleanText(value: string): string {
  return stripTags(decodeHTML(value)).replace(/\s+/g, ' ').trim();
}

/** Several lines (a step list in one string): split on line breaks and block ends, empty lines dropped. */
export function cleanLines(value: string): string[] {
  return stripTags(decodeHTML(value).replace(LINE_BREAKING_TAG, '\n'))
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function stripTags(value: string): string {
  // Entities decoded first: "&lt;p&gt;" (double-encoded markup) is markup too.
  return value.replace(TAG, (_, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '));
}

/** Cut to at most `max` UTF-16 units (what the schema's `.max` counts), never halving an emoji. */
export function clamp(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = /[\uD800-\uDBFF]$/.test(value.slice(0, max)) ? max - 1 : max;
  return value.slice(0, cut).trimEnd();
}
