import type { Product, StockChangeResponse, StockItem } from '@glouton/core/schemas';
import { useMemo } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { randomKey } from '../../../lib/random-key';
import type { NewWrite } from '../../../lib/writes/write-queue';
import { usePendingWrites, useWrites } from '../../../lib/writes/writes';
import { unitDated, unitPriced, unitRemoved, unitsAdded } from '../stock-messages';
import { applyPendingStock } from '../writes/apply-pending-stock';
import { isStockWrite, type StockWrite } from '../writes/stock-writes';

// Long enough to notice a mistaken tap and reach "Annuler".
const UNDO_TOAST_MS = 8000;

/** The account's queued cupboard changes; re-renders when they change. */
function usePendingStockWrites(): StockWrite[] {
  const writes = usePendingWrites();
  return useMemo(() => writes.filter(isStockWrite), [writes]);
}

/** The product as it will be once its queued changes are through, with what is still « En attente… ». */
export function usePendingStock(product: Product) {
  const writes = usePendingStockWrites();
  return useMemo(() => applyPendingStock(product, writes), [product, writes]);
}

/**
 * Adding, eating and throwing away units of one product. Each change goes through the write queue
 * (lib/writes): it shows at once, never waits for the network, and is sent in order when there is one.
 * Each is confirmed by a French toast whose « Annuler » takes it back: still queued, it is never sent;
 * already sent, the events it wrote are undone. `onProduct` receives the product as each answer left it.
 * The product's `dateKind` says its dates in the toasts' words (« à consommer jusqu’au … »).
 */
export function useStockActions(product: Pick<Product, 'id' | 'dateKind'>, onProduct?: (product: Product) => void) {
  const { id: productId, dateKind } = product;
  const toast = useToast();
  const { queue } = useWrites();

  return useMemo(() => {
    const enqueue = (write: NewWrite<StockWrite>) => queue.enqueue(write);
    /**
     * A unit corrected (its date, its price: no stock event to undo): the change is queued, its answer
     * shown when it comes, and « Annuler » drops it while still queued, or queues `previous` once sent.
     */
    const correct = (write: NewWrite<StockWrite>, previous: NewWrite<StockWrite>, message: string) => {
      const queued = enqueue(write);
      const back = () => {
        if (!queue.cancel(queued.id)) enqueue(previous);
        toast.show({ message: 'Action annulée.' });
      };
      queue
        .whenSent(queued.id)
        .then((change) => change && onProduct?.((change as StockChangeResponse).product))
        .catch(() => undefined);
      toast.show({ message, durationMs: UNDO_TOAST_MS, action: { label: 'Annuler', onClick: back } });
    };
    /** Shows the change's answer when it comes, and offers its undo. */
    const confirm = (write: StockWrite, message: string) => {
      const answered = queue.whenSent(write.id) as Promise<StockChangeResponse | null>;
      answered.then((change) => change && onProduct?.(change.product)).catch(() => undefined);
      const undo = async () => {
        if (!queue.cancel(write.id)) {
          const change = await answered.catch(() => null);
          if (!change) return;
          enqueue({ kind: 'stock-undo', productId, eventIds: change.events.map((event) => event.id) });
        }
        toast.show({ message: 'Action annulée.' });
      };
      toast.show({ message, durationMs: UNDO_TOAST_MS, action: { label: 'Annuler', onClick: () => void undo() } });
    };

    return {
      /** `priceCents`: what each unit cost (decision 0070), null when not typed. */
      addUnits: (expiresOn: string | null, count: number, priceCents: number | null = null) => {
        const tempIds = Array.from({ length: count }, () => queue.temporaryId());
        const at = new Date().toISOString();
        const key = randomKey();
        const write = enqueue({ kind: 'stock-add', productId, expiresOn, count, priceCents, tempIds, at, key });
        confirm(write, unitsAdded(count, expiresOn, dateKind));
      },
      remove: (kind: 'consumed' | 'discarded', item: StockItem, onDone?: () => void) => {
        const write = enqueue({
          kind: kind === 'consumed' ? 'stock-consume' : 'stock-discard',
          productId,
          itemId: item.id,
          at: new Date().toISOString(),
          key: randomKey(),
        });
        onDone?.();
        confirm(write, unitRemoved(kind));
      },
      /** Into the first freezer (decision 0062): its date becomes the freezer's; « Annuler » takes it out. */
      freeze: (item: StockItem) => {
        const write = enqueue({ kind: 'stock-freeze', productId, itemId: item.id, key: randomKey() });
        confirm(write, 'Au congélateur\u00a0: sa date est maintenant celle du congélateur.');
      },
      /** Out of the freezer into the fridge, to eat by tomorrow. */
      thaw: (item: StockItem) => {
        const write = enqueue({ kind: 'stock-thaw', productId, itemId: item.id, key: randomKey() });
        confirm(write, 'Décongelé\u00a0: au frigo, à manger d’ici demain. Ne pas recongeler.');
      },
      /** Moved to another place (no stock event); « Annuler » puts it back where it was. */
      move: (item: StockItem, placeId: number, placeName: string) => {
        const write = enqueue({ kind: 'stock-move', productId, itemId: item.id, placeId });
        queue
          .whenSent(write.id)
          .then((change) => change && onProduct?.((change as StockChangeResponse).product))
          .catch(() => undefined);
        const back = () => {
          if (!queue.cancel(write.id))
            enqueue({ kind: 'stock-move', productId, itemId: item.id, placeId: item.placeId });
          toast.show({ message: 'Action annulée.' });
        };
        toast.show({
          message: `Rangé dans «\u00a0${placeName}\u00a0».`,
          durationMs: UNDO_TOAST_MS,
          action: { label: 'Annuler', onClick: back },
        });
      },
      /** A unit's price typed, corrected or forgotten (no stock event); « Annuler » puts the previous one back. */
      setPrice: (item: StockItem, priceCents: number | null) =>
        correct(
          { kind: 'stock-price', productId, itemId: item.id, priceCents },
          { kind: 'stock-price', productId, itemId: item.id, priceCents: item.priceCents },
          unitPriced(priceCents),
        ),
      /** A unit's date set or changed (no stock event); « Annuler » puts the previous one back. */
      setDate: (item: StockItem, expiresOn: string | null) =>
        correct(
          { kind: 'stock-date', productId, itemId: item.id, expiresOn },
          { kind: 'stock-date', productId, itemId: item.id, expiresOn: item.expiresOn },
          unitDated(expiresOn, dateKind),
        ),
    };
  }, [queue, productId, dateKind, onProduct, toast]);
}
