import { describe, expect, it } from 'vitest';
import { READER_FORMATS, toBarcodeFormat } from './formats';

describe('toBarcodeFormat', () => {
  it.each([
    ['EAN13', 'EAN-13'],
    ['EAN8', 'EAN-8'],
    ['UPCA', 'UPC-A'],
    ['UPCE', 'UPC-E'],
    ['ISBN', 'EAN-13'],
    ['ITF14', 'GTIN-14'],
    ['EAN-13', 'EAN-13'],
    ['UPC-E', 'UPC-E'],
  ])('maps zxing’s %s to %s', (zxing, ours) => {
    expect(toBarcodeFormat(zxing)).toBe(ours);
  });

  it('refuses formats that are not product codes', () => {
    for (const other of ['QRCode', 'Code128', 'DataMatrix', 'None', '']) expect(toBarcodeFormat(other)).toBeNull();
  });

  it('asks zxing only for retail product formats', () => {
    expect(READER_FORMATS).toEqual(['EAN-13', 'EAN-8', 'UPC-A', 'UPC-E']);
  });
});
