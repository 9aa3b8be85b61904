import { z } from 'zod';
import { dateKindSchema, ecoscoreSchema, novaGroupSchema, nutriscoreSchema, offSnapshotSchema } from './products.js';

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
