import { expiryPhrase, type PackDate } from '@glouton/core/domain';
import type { Product } from '@glouton/core/schemas';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { useLocalPreference } from '../../../lib/local-preference';
import { quickDateValue } from '../../../lib/quick-dates';
import { BATCH_DATE_CHOICES, type BatchDateChoice, type BatchEntry, productEntry, unitEntry } from '../batch-entries';
import { bodyFromLookup } from '../body-from-lookup';
import { type Resolution, resolveBarcode } from '../resolve-barcode';
import type { Detected, ScanWrites } from '../scan-parts';
import type { ScanFlow } from './useScanFlow';

const BATCH_DATE_KEY = 'glouton.scan.batchDate';

type Saveable = Extract<Resolution, { kind: 'known' | 'off' }>;

/** A new product from a GS1 code takes the pack's kind of date (what the label says beats Open Food Facts'). */
function withPackKind(resolution: Saveable, pack: PackDate): Saveable {
  return resolution.kind === 'off'
    ? { ...resolution, lookup: { ...resolution.lookup, dateKind: pack.dateKind } }
    : resolution;
}

/**
 * Batch mode: every code is saved at once with the chosen date (or the date picked for it), and listed
 * with an undo. A code Open Food Facts cannot fill in falls back to the manual form.
 */
export function useBatchScan(flow: ScanFlow, writes: ScanWrites) {
  const { refresh } = writes;
  const toast = useToast();
  const [dateChoice, setDateChoice] = useLocalPreference<BatchDateChoice>(
    BATCH_DATE_KEY,
    BATCH_DATE_CHOICES.map((choice) => choice.value),
    '1-week',
  );
  const [entries, setEntries] = useState<BatchEntry[]>([]);
  const [asking, setAsking] = useState<Saveable | null>(null);
  const busy = useRef(false);

  const save = async (resolution: Saveable, expiresOn: string | null) => {
    try {
      const entry = await saveResolution(resolution, expiresOn);
      setEntries((list) => [entry, ...list]);
      toast.show({ message: `«\u00a0${entry.name}\u00a0» ajouté (${expiryPhrase(expiresOn, entry.dateKind)}).` });
      void refresh(['products', 'stock']);
    } catch (error) {
      toast.show({
        message: `L’article n’a pas été enregistré. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    }
  };

  const saveResolution = async (resolution: Saveable, expiresOn: string | null): Promise<BatchEntry> => {
    if (resolution.kind === 'known') {
      const change = await writes.addUnit(resolution.product.id, expiresOn);
      return unitEntry(change.product, expiresOn, change.events);
    }
    return productEntry(await writes.createProduct(bodyFromLookup(resolution.lookup, expiresOn)), expiresOn);
  };

  // A GS1 code carries its own date (decision 0063): its unit is added with it, whatever the chosen date.
  const detect = async ({ code, pack }: Detected) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const resolution = await resolveBarcode(code);
      if (resolution.kind === 'invalid') toast.show({ message: resolution.message });
      else if (resolution.kind === 'unknown') {
        const initial = pack ? [pack.expiresOn] : dateChoice === 'pick' ? undefined : [quickDateValue(dateChoice)];
        flow.showCreate({ kind: 'scanned', code, lookup: null, failure: resolution.failure }, initial);
      } else if (pack) await save(withPackKind(resolution, pack), pack.expiresOn);
      else if (dateChoice === 'pick') setAsking(resolution);
      else await save(resolution, quickDateValue(dateChoice));
    } catch (error) {
      toast.show({
        message: `La recherche du produit a échoué. ${error instanceof Error ? error.message : ''}`.trim(),
      });
    } finally {
      busy.current = false;
    }
  };

  const setStatus = (id: number, status: BatchEntry['status']) =>
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, status } : entry)));

  const undo = async (entry: BatchEntry) => {
    setStatus(entry.id, 'undoing');
    try {
      if (entry.undo.kind === 'product') await writes.deleteProduct(entry.productId);
      else for (const event of entry.undo.events) await writes.undoUnit(entry.productId, event.id);
      setStatus(entry.id, 'undone');
      toast.show({ message: `«\u00a0${entry.name}\u00a0» retiré.` });
      void refresh(['products', 'stock', 'shopping-list']);
    } catch (error) {
      setStatus(entry.id, 'saved');
      toast.show({ message: `L’annulation a échoué. ${error instanceof Error ? error.message : ''}`.trim() });
    }
  };

  return {
    dateChoice,
    setDateChoice,
    entries,
    detect: (detected: Detected) => void detect(detected),
    undo: (entry: BatchEntry) => void undo(entry),
    /** A product saved through the manual form during the batch joins the list. */
    addCreated: (product: Product) =>
      setEntries((list) => [productEntry(product, product.closestExpirationDate), ...list]),
    /** The product waiting for its date ("Choisir…"), if any. */
    asking: asking ? (asking.kind === 'known' ? asking.product.name : (asking.lookup.name ?? asking.code)) : null,
    answer: (expiresOn: string | null) => {
      const pending = asking;
      setAsking(null);
      if (pending) void save(pending, expiresOn);
    },
    skip: () => {
      setAsking(null);
      toast.show({ message: 'Article ignoré\u00a0: rien n’a été ajouté.' });
    },
  };
}

export type BatchScan = ReturnType<typeof useBatchScan>;
