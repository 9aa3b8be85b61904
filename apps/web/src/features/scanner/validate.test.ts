import { describe, expect, it } from 'vitest';
import { checkTypedBarcode, toScanResult } from './validate';

describe('toScanResult', () => {
  it('normalises what the decoder read', () => {
    expect(toScanResult({ text: '036602301467', format: 'UPC-A' })).toEqual({ code: '0036602301467', format: 'UPC-A' });
    expect(toScanResult({ text: '04252614', format: 'UPC-E' })).toEqual({ code: '0042100005264', format: 'UPC-E' });
    expect(toScanResult({ text: '3560070169443', format: 'EAN-13' })).toEqual({
      code: '3560070169443',
      format: 'EAN-13',
    });
  });

  it('names a UPC-A read as its EAN-13 form a UPC-A', () => {
    expect(toScanResult({ text: '0036602301467', format: 'EAN-13' })).toEqual({
      code: '0036602301467',
      format: 'UPC-A',
    });
  });

  it('keeps a UPC-E that zxing-wasm reports as the 13 digits it expands to', () => {
    // zxing-wasm 3 reads the printed 0 668233 7 as its UPC-A expansion; it used to be dropped.
    expect(toScanResult({ text: '0066800000237', format: 'UPC-E' })).toEqual({
      code: '0066800000237',
      format: 'UPC-E',
    });
    expect(toScanResult({ text: '0066800000238', format: 'UPC-E' })).toBeNull();
  });

  it('drops a « UPC-E » of number system 1: the left half of an EAN-13, read alone', () => {
    // 1347897075551 (EAN-13) blurred on its right: its left half and centre guard read as UPC-E 1 347890 1.
    expect(toScanResult({ text: '0134789000071', format: 'UPC-E' })).toBeNull();
    expect(toScanResult({ text: '13478901', format: 'UPC-E' })).toBeNull();
  });

  it('drops a misread whose check digit is wrong', () => {
    expect(toScanResult({ text: '3560070169444', format: 'EAN-13' })).toBeNull();
    expect(toScanResult({ text: '04252615', format: 'UPC-E' })).toBeNull();
  });
});

describe('checkTypedBarcode', () => {
  it('accepts digits with spaces and names the format', () => {
    expect(checkTypedBarcode(' 3 560070 169443 ')).toEqual({
      ok: true,
      result: { code: '3560070169443', format: 'EAN-13' },
    });
  });
});
