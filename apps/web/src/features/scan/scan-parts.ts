import type { PackDate } from '@glouton/core/domain';
import type { BarcodeLookup, CreateScannedProductBody, Product, StockChangeResponse } from '@glouton/core/schemas';
import type { ComponentType, ReactNode } from 'react';
import type { RefreshAfter } from '../../lib/changes';

/**
 * What the scan flow takes from the features around it. The flow reads codes and decides what comes
 * next; reading a barcode is the scanner's, a product's form and its units belong to products and stock.
 * The route that composes the screen (app/routes/scan.tsx) gives them: features never import each other.
 */
export interface ScanParts {
  /** The barcode readers (camera, photo, typed digits, keyboard-wedge scanner). */
  Readers: ComponentType<ReadersProps>;
  /** A product the household has, as its cached entry and queued adds show it, and its one-tap add. */
  KnownProduct: ComponentType<KnownProductProps>;
  /** A new product's form: prefilled from Open Food Facts for a scanned code, empty without one. */
  CreateForm: ComponentType<CreateFormProps>;
}

export interface KnownProductProps {
  product: Product;
  /** The date a GS1 code carried: proposed first, added with one tap (decision 0063). */
  pack?: PackDate;
}

/** A code read: its GTIN, and the pack's date when a GS1 code carried one. */
export interface Detected {
  code: string;
  pack?: PackDate;
}

export interface ReadersProps {
  onDetected: (read: Detected) => void;
  /** Under a step the readers stay mounted (the typed digits and the camera choice survive), paused. */
  paused: boolean;
}

/** A scanned code with what Open Food Facts said of it (null when it could not say), or no code at all. */
export type NewProductSource = { kind: 'scanned'; code: string; lookup: BarcodeLookup | null } | { kind: 'custom' };

export interface CreateFormProps {
  source: NewProductSource;
  /** Shown above the fields: why they are not prefilled. */
  notice?: ReactNode;
  /** The units' dates the form starts with (batch mode's chosen date). */
  initialUnits?: (string | null)[];
  onSaved: (product: Product) => void;
  onCancel: () => void;
  /** The household already has this barcode (saved meanwhile, e.g. on another phone). */
  onConflict: () => void;
}

/**
 * The writes the flow makes itself: batch mode sends each at once and lists its answer, with the events
 * its undo takes back.
 */
export interface ScanWrites {
  addUnit: (productId: number, expiresOn: string | null) => Promise<StockChangeResponse>;
  undoUnit: (productId: number, eventId: number) => Promise<unknown>;
  createProduct: (body: CreateScannedProductBody) => Promise<Product>;
  deleteProduct: (productId: number) => Promise<void>;
  /** Puts a product as an answer gave it in the cache, so that its card never shows an older entry. */
  showProduct: (product: Product) => void;
  refresh: RefreshAfter;
}
