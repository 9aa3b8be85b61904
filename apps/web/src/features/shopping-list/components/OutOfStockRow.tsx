import type { ShoppingListItem } from '@glouton/core/schemas';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { useOutOfStockSuggestions } from '../api/list';
import type { ShoppingListActions } from '../hooks/useShoppingList';

/** "Épuisés": the products that ran out and are not on the list yet, one tap each. */
export function OutOfStockRow({
  items,
  actions,
}: {
  items: readonly ShoppingListItem[];
  actions: ShoppingListActions;
}) {
  const suggestions = useOutOfStockSuggestions();
  const onList = new Set(items.filter((item) => item.checkedAt === null).map((item) => item.productId));
  const shown = (suggestions.data ?? []).filter((suggestion) => !onList.has(suggestion.productId));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="epuises" className="flex flex-col gap-2">
      <h2 id="epuises" className="text-lg font-extrabold">
        Épuisés
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shown.map((suggestion) => (
          <li key={suggestion.productId}>
            <Button
              variant="secondary"
              aria-label={`Ajouter ${suggestion.name} à la liste`}
              onClick={() =>
                actions.addProduct(suggestion.productId, {
                  label: suggestion.name,
                  categoryId: suggestion.categoryId,
                  imageUrl: suggestion.imageUrl,
                })
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              {suggestion.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
