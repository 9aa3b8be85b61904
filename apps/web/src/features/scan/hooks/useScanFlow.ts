import type { PackDate } from '@glouton/core/domain';
import type { BarcodeLookup, Product } from '@glouton/core/schemas';
import { useCallback, useRef, useState } from 'react';
import type { LookupFailure } from '../api/lookup-barcode';
import { type Resolution, resolveBarcode } from '../resolve-barcode';
import type { Detected, ScanWrites } from '../scan-parts';

/** A scanned code (with Open Food Facts' answer, or why there is none), or a product without barcode. */
type CreateSource =
  | {
      kind: 'scanned';
      code: string;
      lookup: BarcodeLookup | null;
      failure: Exclude<LookupFailure, 'invalid-barcode'> | null;
    }
  | { kind: 'custom' };

/** Where the scan screen is, after the scanner (or the "sans code-barres" button) handed it something. */
export type ScanStep =
  | { kind: 'scanning' }
  | { kind: 'looking-up'; code: string }
  | { kind: 'known'; product: Product; conflict?: boolean; pack?: PackDate }
  | { kind: 'create'; source: CreateSource; initialUnits?: (string | null)[] }
  | { kind: 'saved'; product: Product }
  | { kind: 'failed'; code: string; message: string };

/**
 * The next step for a resolved code. A GS1 code's date (`pack`) is proposed on a known product and
 * starts a new product's units; its kind is the pack's own (what the label says beats Open Food Facts').
 */
function stepOf(resolution: Resolution, pack?: PackDate): ScanStep {
  const initialUnits = pack ? { initialUnits: [pack.expiresOn] } : {};
  switch (resolution.kind) {
    case 'known':
      return { kind: 'known', product: resolution.product, ...(pack && { pack }) };
    case 'off': {
      const lookup = pack ? { ...resolution.lookup, dateKind: pack.dateKind } : resolution.lookup;
      return {
        kind: 'create',
        source: { kind: 'scanned', code: resolution.code, lookup, failure: null },
        ...initialUnits,
      };
    }
    case 'unknown':
      return {
        kind: 'create',
        source: { kind: 'scanned', code: resolution.code, lookup: null, failure: resolution.failure },
        ...initialUnits,
      };
    case 'invalid':
      return { kind: 'failed', code: resolution.code, message: resolution.message };
  }
}

/**
 * The one-product-at-a-time flow: code → the household's product (add a unit) or Open Food Facts'
 * prefilled form or a manual form → saved. Codes arriving while a step is on screen are ignored
 * (the scanner is paused then anyway).
 */
export function useScanFlow({ showProduct }: Pick<ScanWrites, 'showProduct'>) {
  const [step, setStep] = useState<ScanStep>({ kind: 'scanning' });
  const busy = useRef(false);

  const resolve = useCallback(
    async ({ code, pack }: Detected, conflict = false) => {
      setStep({ kind: 'looking-up', code });
      try {
        const next = stepOf(await resolveBarcode(code), pack);
        // The card reads the product's cache entry, which each stock change then updates: seeded with
        // this fresh answer so that an older entry (the product's page seen earlier) never shows.
        if (next.kind === 'known') showProduct(next.product);
        setStep(next.kind === 'known' && conflict ? { ...next, conflict } : next);
      } catch (error) {
        const reason = error instanceof Error ? error.message : '';
        setStep({ kind: 'failed', code, message: `La recherche du produit a échoué. ${reason}`.trim() });
      } finally {
        busy.current = false;
      }
    },
    [showProduct],
  );

  const detect = useCallback(
    (detected: Detected) => {
      if (busy.current) return;
      busy.current = true;
      void resolve(detected);
    },
    [resolve],
  );

  return {
    step,
    detect,
    /** Back to the camera, for the next product. */
    reset: useCallback(() => setStep({ kind: 'scanning' }), []),
    retry: (code: string) => void resolve({ code }),
    /** The product was saved by someone else meanwhile: show it as a known product instead. */
    conflict: (code: string) => void resolve({ code }, true),
    addWithoutBarcode: () => setStep({ kind: 'create', source: { kind: 'custom' } }),
    showCreate: (source: CreateSource, initialUnits?: (string | null)[]) =>
      setStep({ kind: 'create', source, ...(initialUnits ? { initialUnits } : {}) }),
    showSaved: (product: Product) => setStep({ kind: 'saved', product }),
  };
}

export type ScanFlow = ReturnType<typeof useScanFlow>;
