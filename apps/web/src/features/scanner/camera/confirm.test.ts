import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../types';
import { createConfirmer } from './confirm';

const ean = (code: string): ScanResult => ({ code, format: code.length === 8 ? 'EAN-8' : 'EAN-13' });

describe('createConfirmer', () => {
  it('confirms a code on its second sighting, even with an empty frame between', () => {
    const confirmer = createConfirmer();
    expect(confirmer.push(ean('3560070169443'), 0)).toBeNull();
    expect(confirmer.push(null, 60)).toBeNull();
    expect(confirmer.push(ean('3560070169443'), 120)).toEqual(ean('3560070169443'));
  });

  it('starts over when another code comes between, or the sightings are too far apart', () => {
    const confirmer = createConfirmer({ windowMs: 1000 });
    confirmer.push(ean('3560070169443'), 0);
    expect(confirmer.push(ean('3560070169449'), 60)).toBeNull();
    expect(confirmer.push(ean('3560070169443'), 120)).toBeNull();
    expect(confirmer.push(ean('3560070169443'), 2000)).toBeNull();
    expect(confirmer.push(ean('3560070169443'), 2060)).toEqual(ean('3560070169443'));
  });

  it('stays silent while the reported code stays in sight, and reports it again once it has left', () => {
    const confirmer = createConfirmer({ rearmMs: 1500 });
    confirmer.push(ean('48512343'), 0);
    expect(confirmer.push(ean('48512343'), 60)).toEqual(ean('48512343'));
    for (let at = 120; at < 5000; at += 60) expect(confirmer.push(ean('48512343'), at)).toBeNull();
    expect(confirmer.push(null, 7000)).toBeNull();
    expect(confirmer.push(ean('48512343'), 7060)).toBeNull();
    expect(confirmer.push(ean('48512343'), 7120)).toEqual(ean('48512343'));
  });

  it('reports a different code right after a hit (batch scanning)', () => {
    const confirmer = createConfirmer();
    confirmer.push(ean('48512343'), 0);
    confirmer.push(ean('48512343'), 60);
    confirmer.push(ean('3560070169443'), 120);
    expect(confirmer.push(ean('3560070169443'), 180)).toEqual(ean('3560070169443'));
  });

  it('takes the same digits in another symbology for another code (a UPC-E and the UPC-A it expands to)', () => {
    const confirmer = createConfirmer();
    expect(confirmer.push({ code: '0066800000237', format: 'UPC-E' }, 0)).toBeNull();
    expect(confirmer.push({ code: '0066800000237', format: 'UPC-A' }, 60)).toBeNull();
    expect(confirmer.push({ code: '0066800000237', format: 'UPC-A' }, 120)).toEqual({
      code: '0066800000237',
      format: 'UPC-A',
    });
  });
});
