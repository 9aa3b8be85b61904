import type { Product, StockChangeResponse, StockEvent, StockItem } from '@glouton/core/schemas';
import { useToast } from '../../../components/ui/Toast';
import { useAddUnits, useConsumeUnit, useDiscardUnit, useSetUnitExpiry, useUndoEvent } from '../api/stock-changes';
import { stockErrorMessage, unitDated, unitRemoved, unitsAdded } from '../stock-messages';

// Long enough to notice a mistaken tap and reach "Annuler".
const UNDO_TOAST_MS = 8000;

/**
 * Adding, eating and throwing away units of one product, each confirmed by a French toast whose
 * "Annuler" calls the undo endpoint for the event(s) the change wrote. `onProduct` receives the
 * product as each change left it (its page shows it at once).
 */
export function useStockActions(productId: number, onProduct?: (product: Product) => void) {
  const toast = useToast();
  const add = useAddUnits(onProduct);
  const consume = useConsumeUnit(onProduct);
  const discard = useDiscardUnit(onProduct);
  const undo = useUndoEvent(onProduct);
  const date = useSetUnitExpiry(onProduct);

  const undoEvents = async (events: readonly StockEvent[]) => {
    try {
      // Several units added at once wrote one event each; they are undone one after the other.
      for (const event of events) await undo.mutateAsync({ productId, eventId: event.id });
      toast.show({ message: 'Action annulée.' });
    } catch (error) {
      toast.show({ message: stockErrorMessage(error) });
    }
  };

  const confirm = (message: string) => (change: StockChangeResponse) =>
    toast.show({
      message,
      durationMs: UNDO_TOAST_MS,
      action: { label: 'Annuler', onClick: () => void undoEvents(change.events) },
    });
  const fail = (error: unknown) => toast.show({ message: stockErrorMessage(error) });

  return {
    addUnits: (expiresOn: string | null, count: number) =>
      add.mutate({ productId, expiresOn, count }, { onSuccess: confirm(unitsAdded(count, expiresOn)), onError: fail }),
    remove: (kind: 'consumed' | 'discarded', item: StockItem, onDone?: () => void) => {
      const mutation = kind === 'consumed' ? consume : discard;
      mutation.mutate(
        { productId, itemId: item.id },
        {
          onSuccess: (change) => {
            onDone?.();
            confirm(unitRemoved(kind))(change);
          },
          onError: fail,
        },
      );
    },
    /** A unit's date set or changed; « Annuler » puts the previous one back. */
    setDate: (item: StockItem, expiresOn: string | null) => {
      const back = () =>
        date.mutate(
          { productId, itemId: item.id, expiresOn: item.expiresOn },
          { onSuccess: () => toast.show({ message: 'Action annulée.' }), onError: fail },
        );
      date.mutate(
        { productId, itemId: item.id, expiresOn },
        {
          onSuccess: () =>
            toast.show({
              message: unitDated(expiresOn),
              durationMs: UNDO_TOAST_MS,
              action: { label: 'Annuler', onClick: back },
            }),
          onError: fail,
        },
      );
    },
    adding: add.isPending,
    /** The unit being eaten or thrown away, so only its buttons wait. */
    busyItemId: consume.isPending
      ? consume.variables?.itemId
      : discard.isPending
        ? discard.variables?.itemId
        : undefined,
  };
}
