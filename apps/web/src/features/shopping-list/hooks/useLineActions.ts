import { expiryPhrase } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { useState } from 'react';
import { useToast } from '../../../components/ui/Toast';
import type { ShoppingListActions } from './useShoppingList';

/**
 * Ticking and removing a line, each said in a toast with « Annuler ». A product line gets units in the
 * cupboard when ticked: outside shop mode its expiry date is asked first, and closing that sheet ticks
 * it without a date (one tap for whoever does not care); in shop mode it is ticked at once, without a
 * date (the person has a trolley in the other hand). Either way its units wait for their date on home
 * (« Dates à vérifier », decision 0072); « Sans date » chosen in the sheet is a date chosen.
 */
export function useLineActions(actions: ShoppingListActions, shopMode: boolean) {
  const [dating, setDating] = useState<ShoppingListItem | null>(null);
  const toast = useToast();

  const check = (item: ShoppingListItem, expiresOn: string | null | undefined) => {
    actions.check(item, expiresOn);
    // A line does not carry its product's kind of date: « daté du … », never a DLC's words for a DDM.
    const when = item.productId === null ? '' : `, ${expiryPhrase(expiresOn ?? null, null)}`;
    toast.show({
      message: `${item.label}\u00a0: dans le panier${when}.`,
      action: { label: 'Annuler', onClick: () => actions.uncheck(item) },
    });
  };

  return {
    /** The line whose expiry date is being asked, if any. */
    dating,
    onCheck: (item: ShoppingListItem) =>
      item.productId === null || shopMode ? check(item, undefined) : setDating(item),
    onRemove: (item: ShoppingListItem) => {
      actions.remove(item);
      toast.show({
        message: `${item.label}\u00a0: retiré de la liste.`,
        action: { label: 'Annuler', onClick: () => actions.restore(item) },
      });
    },
    /**
     * The date sheet closes with a date, « Sans date » (null), or without one (×, Escape, a tap outside:
     * undefined, the date then asked on home): ticked either way.
     */
    dated: (expiresOn: string | null | undefined) => {
      if (dating) check(dating, expiresOn);
      setDating(null);
    },
  };
}
