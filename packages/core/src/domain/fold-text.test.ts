import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.js';

describe('foldText', () => {
  it.each([
    ['Crème Fraîche', 'creme fraiche'],
    ['ŒUFS de Pâques', 'oeufs de paques'],
    ['  Éclair   au  café ', 'eclair au cafe'],
    ['Bœuf bourguignon', 'boeuf bourguignon'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldText(name)).toBe(folded);
  });

  // French names: letters with every accent and ligature, capitals, spaces, apostrophes, hyphens.
  const frenchName = fc.string({
    unit: fc.constantFrom(...Array.from("aàâäbcçdeéèêëiîïoôöuùûüyÿzœæßAÀÂÉÈÊËÎÏÔŒÆÇÙÛ -'")),
  });

  it('is idempotent and leaves no capital or accent', () => {
    fc.assert(
      fc.property(frenchName, (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(folded).toMatch(/^[a-z '-]*$/);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});
