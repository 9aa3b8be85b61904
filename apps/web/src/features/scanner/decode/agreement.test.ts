import { describe, expect, it } from 'vitest';
import { createAgreement, type Sighting } from './agreement';

const sighting = (overrides: Partial<Sighting>): Sighting => ({
  gtin: '3560070169443',
  format: 'EAN-13',
  look: 'photo',
  trusted: false,
  modulePx: 3,
  photoModulePx: 3,
  ...overrides,
});

describe('createAgreement', () => {
  it('believes a full-length code from the plain pass at once', () => {
    const agreement = createAgreement();
    const plain = sighting({ trusted: true });
    expect(agreement.add(plain)).toBe(plain);
  });

  it('waits for a second, different look to confirm a read of a weak pass', () => {
    const agreement = createAgreement();
    const inverted = sighting({ look: 'inverted' });
    expect(agreement.add(inverted)).toBeNull();
    expect(agreement.isPending(inverted.gtin)).toBe(true);
    // The same look again is no second opinion.
    expect(agreement.add(sighting({ look: 'inverted' }))).toBeNull();
    expect(agreement.add(sighting({ look: 'inverted, second look' }))).toBe(inverted);
  });

  it('never believes a short code on one look, even from the plain pass', () => {
    for (const short of [
      { gtin: '96385074', format: 'EAN-8' },
      { gtin: '0042100005264', format: 'UPC-E' },
    ] as const) {
      const agreement = createAgreement();
      expect(agreement.add(sighting({ ...short, trusted: true }))).toBeNull();
      expect(agreement.add(sighting({ ...short, look: 'smaller' }))?.gtin).toBe(short.gtin);
    }
  });

  it('lets two different codes each wait for their own confirmation', () => {
    const agreement = createAgreement();
    expect(agreement.add(sighting({ look: 'fixed threshold' }))).toBeNull();
    expect(agreement.add(sighting({ look: 'inverted', gtin: '3560070169449' }))).toBeNull();
    expect(agreement.add(sighting({ look: 'smaller', gtin: '3560070169449' }))?.gtin).toBe('3560070169449');
  });

  it('ignores a code under one pixel per module, even from the plain pass', () => {
    const agreement = createAgreement();
    expect(agreement.add(sighting({ trusted: true, modulePx: 0.8, photoModulePx: 0.8 }))).toBeNull();
    expect(agreement.add(sighting({ look: 'smaller', modulePx: 0.8 }))).toBeNull();
    expect(agreement.add(sighting({ look: 'smallest', modulePx: 0.7 }))).toBeNull();
    expect(agreement.isPending('3560070169443')).toBe(false);
  });
});
