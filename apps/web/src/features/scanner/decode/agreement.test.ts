import { describe, expect, it } from 'vitest';
import { createAgreement, type Sighting } from './agreement';

const sighting = (overrides: Partial<Sighting>): Sighting => ({
  gtin: '0036602301467',
  format: 'UPC-A',
  look: 'working copy, local average',
  modulePx: 3,
  photoModulePx: 3,
  ...overrides,
});

/** What the agreement answers after these sightings, one after the other: the last non-null answer. */
const answerAfter = (...sightings: Sighting[]) => {
  const agreement = createAgreement();
  let answer: Sighting | null = null;
  for (const one of sightings) answer = agreement.add(one) ?? answer;
  return answer;
};

describe('createAgreement', () => {
  it('believes no read alone, not even the first pass on the photo itself', () => {
    const agreement = createAgreement();
    const plain = sighting({ look: 'photo, local average' });
    expect(agreement.add(plain)).toBeNull();
    expect(agreement.isPending(plain)).toBe(true);
  });

  it('believes a code once two independent looks read it: another scale, binarizer or crop', () => {
    const first = sighting({});
    expect(answerAfter(first, sighting({ look: 'working copy, fixed threshold' }))).toBe(first);
    expect(answerAfter(first, sighting({ look: 'photo, local average' }))).toBe(first);
    expect(answerAfter(first, sighting({ look: 'grey 1/5, local average, resized' }))).toBe(first);
  });

  it('takes the same look twice for no second opinion', () => {
    expect(answerAfter(sighting({}), sighting({}), sighting({}))).toBeNull();
  });

  it('answers no code for a UPC-A read once and an EAN-13 with another leading digit the other time', () => {
    // Issue 25: a UPC-A can read as an EAN-13 starting with 9, another valid code.
    const upcA = sighting({ look: 'working copy, local average' });
    const ean13 = sighting({ gtin: '9036602301468', format: 'EAN-13', look: 'photo, local average' });
    expect(answerAfter(upcA, ean13)).toBeNull();
  });

  it('takes the same digits in another symbology for another code', () => {
    // A UPC-E and the UPC-A it expands to: one GTIN, two symbologies, no agreement.
    const upcE = sighting({ gtin: '0066800000237', format: 'UPC-E' });
    const upcA = sighting({ gtin: '0066800000237', format: 'UPC-A', look: 'photo, local average' });
    expect(answerAfter(upcE, upcA)).toBeNull();
  });

  it('needs the 13 digits equal: an ISBN is not confirmed by another ISBN', () => {
    const book = sighting({ gtin: '9782070612758', format: 'EAN-13' });
    const other = sighting({ gtin: '9782076012750', format: 'EAN-13', look: 'photo, local average' });
    expect(answerAfter(book, other)).toBeNull();
  });

  it('keeps looking after a disagreement, and believes a code that then leads the other by two looks', () => {
    const agreement = createAgreement();
    const right = sighting({});
    expect(agreement.add(right)).toBeNull();
    expect(
      agreement.add(sighting({ gtin: '9036602301468', format: 'EAN-13', look: 'photo, local average' })),
    ).toBeNull();
    // Two looks for the UPC-A against one for the EAN-13: not yet.
    expect(agreement.add(sighting({ look: 'working copy, fixed threshold' }))).toBeNull();
    expect(agreement.isPending(right)).toBe(true);
    expect(agreement.add(sighting({ look: 'grey 1/5, local average' }))).toBe(right);
  });

  it('ignores a code under one pixel per module, on every look', () => {
    const agreement = createAgreement();
    expect(agreement.add(sighting({ modulePx: 0.8, photoModulePx: 0.8 }))).toBeNull();
    expect(agreement.add(sighting({ look: 'grey 1/5, local average', modulePx: 0.8 }))).toBeNull();
    expect(agreement.add(sighting({ look: 'grey 1/10, local average', modulePx: 0.7 }))).toBeNull();
    expect(agreement.isPending(sighting({}))).toBe(false);
  });
});
