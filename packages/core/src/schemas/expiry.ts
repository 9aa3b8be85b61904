import { z } from 'zod';
import { dateKindSchema } from './products.js';

/** One date read from a photo (`@glouton/core/printed-dates`' candidate). */
export const expiryCandidateSchema = z.object({
  expiresOn: z.string(),
  /** What the printed words say; null when they say nothing (the product's kind holds). */
  dateKind: dateKindSchema.nullable(),
  /** The words read, as read (« À consommer jusqu’au 12/03/2027 »). */
  text: z.string(),
  /** 0–1; at 0.8 or more the first is rarely wrong (BENCHMARKS.md). */
  confidence: z.number(),
});

export const expiryReadSchema = z.object({ candidates: z.array(expiryCandidateSchema) });

export type ExpiryCandidate = z.infer<typeof expiryCandidateSchema>;
export type ExpiryRead = z.infer<typeof expiryReadSchema>;
