import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { PRODUCT_SEARCH_MIN_LENGTH, useProductSearch } from '../api/list';
import type { ShoppingListActions } from '../hooks/useShoppingList';

/** Free text ("pain", "piles"), or one of the household's products found while typing. */
export function AddItemForm({ actions, large }: { actions: ShoppingListActions; large: boolean }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, 250);
  const search = useProductSearch(term);
  const matches = text.trim().length >= PRODUCT_SEARCH_MIN_LENGTH ? (search.data ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const label = text.trim();
    if (!label) return;
    actions.addText(label);
    setText('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Ajouter un article">
      <div className="flex items-end gap-2">
        <TextField
          label="Article à ajouter"
          className="flex-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Pain, lait, piles…"
          autoComplete="off"
          maxLength={255}
        />
        <Button type="submit" className={large ? 'min-h-14' : undefined}>
          <Plus aria-hidden="true" className="size-5" />
          Ajouter
        </Button>
      </div>
      {matches.length > 0 && (
        <ul aria-label="Vos produits correspondants" className="flex flex-wrap gap-2">
          {matches.map((product) => (
            <li key={product.id}>
              <Button
                variant="secondary"
                aria-label={`Ajouter ${product.name} à la liste`}
                onClick={() => {
                  actions.addProduct(product.id, {
                    label: product.name,
                    categoryId: product.categoryId,
                    imageUrl: product.imageUrl,
                  });
                  setText('');
                }}
              >
                <Plus aria-hidden="true" className="size-4" />
                {product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
