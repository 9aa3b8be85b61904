import { z } from 'zod';
import {
  dateKindSchema,
  ecoscoreSchema,
  novaGroupSchema,
  nutriscoreSchema,
  offSnapshotSchema,
  productSchema,
} from './products.js';

export const barcodeParamsSchema = z.strictObject({ code: z.string().trim().min(1).max(32) });

export const offImageSchema = z.object({
  kind: z.enum(['front', 'ingredients', 'nutrition', 'packaging', 'other']),
  url: z.string(),
});

/** What Open Food Facts knows about a barcode, mapped to Glouton's fields (prefills the product form). */
export const barcodeLookupSchema = z.object({
  barcode: z.string(),
  name: z.string().nullable(),
  brand: z.string().nullable(),
  quantity: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(offImageSchema),
  categoryId: z.number().int().min(1).max(7),
  /** From Open Food Facts' categories (yaourts DLC, UHT milk DDM), else the category's default. */
  dateKind: dateKindSchema,
  nutriscore: nutriscoreSchema.nullable(),
  novaGroup: novaGroupSchema.nullable(),
  ecoscore: ecoscoreSchema.nullable(),
  off: offSnapshotSchema,
});

export type BarcodeLookup = z.infer<typeof barcodeLookupSchema>;
export type OffImage = z.infer<typeof offImageSchema>;

/** `POST /scan/read`: what a scanner decoded, as it decoded it (a GS1 element string, a Digital Link, a GTIN). */
export const scanReadBodySchema = z.strictObject({ text: z.string().min(1).max(2000) });

/** What a code on the pack says (decision 0063): the GTIN and, on GS1 2D codes, the date, lot, weight, price. */
export const scannedCodeSchema = z.object({
  gtin: z.string(),
  /** (17) use-by → `dlc`, else (15) best-before → `ddm`. */
  expiresOn: z.string().nullable(),
  dateKind: dateKindSchema.nullable(),
  /** (16) sell-by: shown, never taken for the unit's date. */
  sellBy: z.string().nullable(),
  lot: z.string().nullable(),
  netWeightGrams: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  form: z.enum(['gtin', 'element-string', 'digital-link']),
});

export const scanReadSchema = z.object({
  code: scannedCodeSchema,
  /** The household's product with that GTIN; when there is none, what the barcode look-up gives. */
  product: productSchema.nullable(),
  lookup: barcodeLookupSchema.nullable(),
  /** Why the look-up gave nothing (`not-found`, `in-store-barcode`, `off-unavailable`, `rate-limited`). */
  lookupProblem: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export type ScannedCode = z.infer<typeof scannedCodeSchema>;
export type ScanRead = z.infer<typeof scanReadSchema>;
