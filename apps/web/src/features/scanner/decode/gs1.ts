/**
 * GS1 2D codes on a photo or a camera frame: GS1 DataMatrix, GS1 QR, a QR holding a GS1 Digital Link,
 * and GS1 DataBar Expanded (decision 0063). zxing hands their data over (its human-readable form, or
 * the link); core's `readGs1` reads it whole or not at all. A plain web address in a QR code is not a
 * product and is ignored.
 */
import { parisToday } from '@glouton/core/dates';
import { normalizeGtin, type PackDate, readGs1 } from '@glouton/core/domain';
import type { ReaderOptions } from 'zxing-wasm/reader';
import { type GreyImage, greyFitting, scaleGrey, toRgba } from './filters.js';
import type { RgbaImage } from './image.js';
import type { DecodedBarcode } from './reader.js';

/** zxing's names for the symbols that carry GS1 data. */
export const GS1_SYMBOLOGIES = ['DataMatrix', 'QRCode', 'DataBarExpanded'] as const;

const GS1_NAMES = new Set<string>([...GS1_SYMBOLOGIES, 'DataBarExp', 'QR Code', 'Data Matrix']);

export const isGs1Symbology = (zxingFormat: string) => GS1_NAMES.has(zxingFormat);

/** A 2D code's data → the product's GTIN with the pack's date, or null when it names no product. */
export function gs1Decoded(text: string, now = new Date()): DecodedBarcode | null {
  const read = readGs1(text, { today: parisToday(now) });
  // Bare digits in a QR code are not a GS1 code: only a GS1 string or a Digital Link says it is one.
  if (!read.ok || read.form === 'gtin') return null;
  const gtin = normalizeGtin(read.gtin);
  if (!gtin.ok) return null;
  const pack: PackDate | undefined =
    read.expiresOn && read.dateKind ? { expiresOn: read.expiresOn, dateKind: read.dateKind, lot: read.lot } : undefined;
  return { text: gtin.gtin, format: gtin.format, ...(pack && { pack }) };
}

const GS1_OPTIONS: ReaderOptions = {
  formats: [...GS1_SYMBOLOGIES],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 2,
  textMode: 'HRI',
};

const sameRead = (a: DecodedBarcode, b: DecodedBarcode) =>
  a.text === b.text &&
  a.pack?.expiresOn === b.pack?.expiresOn &&
  a.pack?.dateKind === b.pack?.dateKind &&
  a.pack?.lot === b.pack?.lot;

type ReadRaw = (image: RgbaImage, options: ReaderOptions) => Promise<DecodedBarcode[]>;

/** One look's code: the same code found twice on a picture is one; two different codes are none. */
function oneCode(reads: DecodedBarcode[]): DecodedBarcode | 'none' | 'several' {
  const [first, ...rest] = reads;
  if (!first) return 'none';
  return rest.every((other) => sameRead(first, other)) ? first : 'several';
}

/**
 * A GS1 code on a photo, believed only when two independent looks read the same GTIN, date and lot (the
 * rule of every read, decision 0055): the photo fitted to 2000 px, then the same pixels through
 * another binarizer (a global histogram instead of local averages), then, if that saw nothing, a copy
 * at three quarters (the modules fall on other pixels). A look that reads something else, or two codes
 * on the photo: no answer, and the EAN passes have their turn.
 */
export async function decodeGs1Photo(photo: RgbaImage, readCodes: ReadRaw): Promise<DecodedBarcode[]> {
  return confirmGs1(greyFitting(photo, 2000), readCodes);
}

/**
 * Whether a photo shows a GS1 code at a glance: a 1000 px copy, zxing's quick search. Far cheaper than
 * `decodeGs1Photo` (a few tens of ms against a few hundred on a 12 MP photo), so every photo can afford
 * it before the EAN passes; a code it misses (small, far away) is looked for again after them.
 */
export async function glimpseGs1(photo: RgbaImage, readCodes: ReadRaw): Promise<boolean> {
  const reads = await readCodes(toRgba(greyFitting(photo, 1000)), {
    ...GS1_OPTIONS,
    tryHarder: false,
    tryInvert: false,
  });
  return reads.length > 0;
}

async function confirmGs1(grey: GreyImage, readCodes: ReadRaw): Promise<DecodedBarcode[]> {
  const picture = toRgba(grey);
  const first = oneCode(await readCodes(picture, GS1_OPTIONS));
  if (typeof first === 'string') return [];
  const looks = [
    () => readCodes(picture, { ...GS1_OPTIONS, binarizer: 'GlobalHistogram' }),
    () => readCodes(toRgba(scaleGrey(grey, 0.75)), GS1_OPTIONS),
  ];
  for (const look of looks) {
    const other = oneCode(await look());
    if (other === 'none') continue;
    return other !== 'several' && sameRead(first, other) ? [first] : [];
  }
  return [];
}
