import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, toSearchName } from './search-text.js';

describe('toSearchName', () => {
  it.each([
    ['Crème Fraîche', 'creme fraiche'],
    ['ŒUFS de Pâques', 'oeufs de paques'],
    ['  Éclair   au  café ', 'eclair au cafe'],
    ['Bœuf bourguignon', 'boeuf bourguignon'],
  ])('folds %s to %s', (name, folded) => {
    expect(toSearchName(name)).toBe(folded);
  });

  // French names: letters with every accent and ligature, capitals, spaces, apostrophes, hyphens.
  const frenchName = fc.string({
    unit: fc.constantFrom(...Array.from("aàâäbcçdeéèêëiîïoôöuùûüyÿzœæßAÀÂÉÈÊËÎÏÔŒÆÇÙÛ -'")),
  });

  it('is idempotent and leaves no capital or accent', () => {
    fc.assert(
      fc.property(frenchName, (text) => {
        const folded = toSearchName(text);
        expect(toSearchName(folded)).toBe(folded);
        expect(folded).toMatch(/^[a-z '-]*$/);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_Crème\\')).toBe('%100\\%\\_creme\\\\%');
  });
});
