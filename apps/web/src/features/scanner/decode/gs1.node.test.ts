// @vitest-environment node
/**
 * GS1 2D codes through the functions the worker calls (decision 0063): photos drawn with their truth
 * (testing/gs1), clean and distorted. A wrong GTIN, date, kind or lot fails every test here. The bench
 * (bench/scanner) reads the larger sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { drawGs1Cases, type Gs1Case } from '../testing/gs1/gs1-set';
import { renderGs1Photo } from '../testing/gs1/render-gs1';
import { toScanResult } from '../validate';
import { decodeFrame, decodePhotoCodes } from './decode';
import { gs1Decoded } from './gs1';
import { crop, guideBand } from './image';
import { loadDecoderInNode, readRgba } from './node';

beforeAll(loadDecoderInNode, 60_000);

async function outcome(gs1: Gs1Case): Promise<'right' | 'none'> {
  const [first] = await decodePhotoCodes(await readRgba(await renderGs1Photo(gs1)));
  const scan = first ? toScanResult(first) : null;
  if (!scan) return 'none';
  expect({ code: scan.code, ...scan.pack }, gs1.id).toEqual({
    code: gs1.truth.gtin,
    expiresOn: gs1.truth.expiresOn,
    dateKind: gs1.truth.dateKind,
    lot: gs1.truth.lot,
  });
  return 'right';
}

describe('GS1 codes on photos', () => {
  it('reads every clean DataMatrix, GS1 QR, Digital Link and DataBar Expanded with its date', async () => {
    for (const gs1 of drawGs1Cases(11, 8, { clean: true })) expect(await outcome(gs1), gs1.id).toBe('right');
  }, 120_000);

  it('reads distorted photos without ever a wrong date', async () => {
    const outcomes = [];
    for (const gs1 of drawGs1Cases(12, 8, { clean: false })) outcomes.push(await outcome(gs1));
    expect(outcomes.filter((o) => o === 'right').length).toBeGreaterThanOrEqual(6);
  }, 120_000);

  it('reads a GS1 DataMatrix on a camera frame, date included', async () => {
    const [gs1] = drawGs1Cases(13, 1, { clean: true });
    if (!gs1) throw new Error('no case');
    const photo = await readRgba(await renderGs1Photo({ ...gs1, look: { ...gs1.look, width: 1280, height: 720 } }));
    const band = crop(photo, guideBand(photo.width, photo.height));
    expect(await decodeFrame(band, 'ean')).toEqual([]);
    const [first] = await decodeFrame(band, 'gs1');
    expect(first && toScanResult(first)).toMatchObject({
      code: gs1.truth.gtin,
      pack: { expiresOn: gs1.truth.expiresOn },
    });
  }, 60_000);
});

describe('gs1Decoded', () => {
  it('takes a GS1 string or Digital Link, and ignores a QR code that is only a web address or digits', () => {
    expect(gs1Decoded('(01)03017620422003(17)270312', new Date('2026-11-29T12:00:00Z'))).toEqual({
      text: '3017620422003',
      format: 'EAN-13',
      pack: { expiresOn: '2027-03-12', dateKind: 'dlc', lot: null },
    });
    expect(gs1Decoded('https://www.example.fr/jeu-concours')).toBeNull();
    expect(gs1Decoded('3017620422003')).toBeNull();
  });
});
