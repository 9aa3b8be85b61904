// @engine-independent: text cleaning, no database (decision 0073).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText, cutRaw, decodeEntities, rawLimit, unlist } from './clean-text.js';

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
    // About 49 s for the first with the old pattern, far beyond this test's time limit (20 s): a return
    // to it fails the test. A few milliseconds now.
    const clean = cleanText(text);
    cleanLines(text);
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

describe('what sites leave in their texts', () => {
  it.each([
    ['Cr&amp;egrave;me &amp;amp; caramel', 'Crème & caramel'],
    ['&amp;lt;p&amp;gt;Cuire&amp;lt;/p&amp;gt;', 'Cuire'],
    ['100&#160;g de sucre &#x2014; fin', '100 g de sucre — fin'],
    ['\u00a0\u00a050\u202fcl  de\tlait\u200b', '50 cl de lait'],
    ['125 g de beurre ((mou))', '125 g de beurre (mou)'],
    ['3 citrons ( ( non traités ) )', '3 citrons (non traités)'],
    ['sel [[facultatif]]', 'sel [facultatif]'],
    ['1 pincée de muscade ()', '1 pincée de muscade'],
    ['2 gousses d’ail ( hachées )', '2 gousses d’ail (hachées)'],
    ['4 pommes (((Golden)))', '4 pommes (Golden)'],
    ['un (petit (vrai)) nid', 'un (petit (vrai)) nid'],
  ])('cleans %j', (raw, clean) => {
    expect(cleanText(raw)).toBe(clean);
  });

  it.each<[string, 'ingredient' | 'step', string]>([
    ['- 300 g d’emmental', 'ingredient', '300 g d’emmental'],
    ['• 2 œufs', 'ingredient', '2 œufs'],
    ['* 1 pincée de sel', 'ingredient', '1 pincée de sel'],
    ['▢ 200 g de farine', 'ingredient', '200 g de farine'],
    ['1. 200 g de farine', 'ingredient', '200 g de farine'],
    ['2) sel', 'ingredient', 'sel'],
    // A quantity is never taken for a list's number.
    ['1.5 kg de pommes de terre', 'ingredient', '1.5 kg de pommes de terre'],
    ['2 - 3 brins de thym', 'ingredient', '2 - 3 brins de thym'],
    ['12 œufs', 'ingredient', '12 œufs'],
    ['Étape 3 : Mélanger.', 'step', 'Mélanger.'],
    ['ETAPE 12. Cuire.', 'step', 'Cuire.'],
    ['Step 2 - Bake.', 'step', 'Bake.'],
    ['3 - Enfourner.', 'step', 'Enfourner.'],
    ['1) Préchauffer.', 'step', 'Préchauffer.'],
    ['Étape 4', 'step', ''],
    ['180 °C pendant 20 min.', 'step', '180 °C pendant 20 min.'],
    ['2-3 minutes de chaque côté.', 'step', '2-3 minutes de chaque côté.'],
    ['Étape 1000.', 'step', 'Étape 1000.'],
  ])('takes the list marks off %j (%s)', (line, kind, item) => {
    expect(unlist(line, kind)).toBe(item);
  });

  it.each([
    ['"((" 400 000 times', `${'(('.repeat(400_000)}x`],
    ['"( (" and unclosed brackets', `${'( ( ['.repeat(200_000)}x`],
    ['bullets and spaces', `${'- • '.repeat(200_000)}x`],
  ])('reads %s in one pass, and keeps the text', (_, text) => {
    // Each pattern reads a bracket then text without brackets, or is anchored: linear, not quadratic.
    expect(cleanText(text).endsWith('x')).toBe(true);
    expect(unlist(cleanText(text), 'step').endsWith('x')).toBe(true);
  });
});
