import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText, cutRaw, decodeEntities, rawLimit } from './clean-text.js';

// Cleaning runs on text a page chose: it must take linear time whatever the text, and still read tags
// the way the pattern it replaced did (recipe-fields.test.ts pins the usual cases).

/**
 * The tag pattern before 0022: same matches, but quadratic on "<" followed by a long run of letters.
 * (Entities are decoded as today: twice-encoded ones too, decision 0040.)
 */
const OLD_TAG = /<\/?([a-z][a-z0-9]*)[^<>]*>/gi;
const INLINE = new Set(['a', 'abbr', 'b', 'em', 'i', 'mark', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
const oldCleanText = (value: string) =>
  decodeEntities(value)
    .replace(OLD_TAG, (_, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '))
    .replace(/\s+/g, ' ')
    .trim();

const letters = 'a'.repeat(240_000);

describe('cleanText on hostile text', () => {
  it.each([
    ['"<" and 240 000 letters', `<${letters}`],
    ['"</" and 240 000 letters and digits', `</${'A1'.repeat(120_000)}`],
    ['"&lt;" and 240 000 letters (markup once decoded)', `&lt;${letters}`],
    ['240 000 unclosed tags', '<a'.repeat(120_000)],
  ])('reads %s in linear time', (_, text) => {
    // About 49 s for the first with the old pattern; a few milliseconds now.
    const started = performance.now();
    const clean = cleanText(text);
    cleanLines(text);
    expect(performance.now() - started).toBeLessThan(2000);
    // No ">": not a tag, the text stays.
    expect(clean.startsWith('<')).toBe(true);
  });

  it('reads tags exactly as the old pattern did', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '/',
      '</',
      'a',
      'b',
      'B',
      'p',
      'br',
      'span',
      '1',
      ' ',
      '\n',
      'x',
      '&lt;',
      '&amp;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(cleanText(text)).toBe(oldCleanText(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cutRaw', () => {
  it('cuts a raw field to four times its limit and some room for markup, never halving an emoji', () => {
    expect(cutRaw('x'.repeat(3_000_000), 255)).toHaveLength(rawLimit(255));
    expect(rawLimit(255)).toBe(255 * 4 + 1024);
    expect(cutRaw('court', 255)).toBe('court');
    const emoji = `${'x'.repeat(rawLimit(10) - 1)}😀`;
    expect(cutRaw(emoji, 10)).toHaveLength(rawLimit(10) - 1);
  });
});
