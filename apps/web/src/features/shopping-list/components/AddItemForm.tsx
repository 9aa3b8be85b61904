import type { Product } from '@glouton/core/schemas';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Plus, Type } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { PRODUCT_SEARCH_MIN_LENGTH, productSearchQueryOptions, useProductSearch } from '../api/list';
import { enterChoice } from '../enter-choice';
import type { ShoppingListActions } from '../hooks/useShoppingList';

/**
 * Free text ("pain", "piles"), or one of the household's products found while typing. Enter (or
 * « Ajouter ») takes the product whose name is, or begins with, what was typed — « lait » is « Lait
 * demi-écrémé », whose line restocks the milk once ticked — and the text as it is stays one tap away
 * (decision 0058).
 */
export function AddItemForm({ actions, large }: { actions: ShoppingListActions; large: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, 250);
  const search = useProductSearch(term);
  const typed = text.trim();
  const matches = typed.length >= PRODUCT_SEARCH_MIN_LENGTH ? (search.data ?? []) : [];
  const choice = enterChoice(typed, matches);
  // An Enter waiting for the suggestions of what was typed: a second one adds nothing more.
  const choosing = useRef(false);

  const addProduct = (product: Product) => {
    actions.addProduct(product.id, { label: product.name, categoryId: product.categoryId, imageUrl: product.imageUrl });
    setText('');
  };
  const addText = (label: string) => {
    actions.addText(label);
    setText('');
  };

  /**
   * The suggestions for exactly this text: the ones on screen may still be an earlier word's (they wait
   * for a pause in typing). Asked now when not known; none offline or when the server cannot say, and
   * the text then goes on the list as it is, as it always did.
   */
  async function suggestionsFor(label: string): Promise<Product[]> {
    if (label.length < PRODUCT_SEARCH_MIN_LENGTH) return [];
    const options = productSearchQueryOptions(label);
    const known = queryClient.getQueryData(options.queryKey);
    if (known) return known.items;
    if (!onlineManager.isOnline()) return [];
    try {
      return (await queryClient.fetchQuery({ ...options, retry: false })).items;
    } catch {
      return [];
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const label = text.trim();
    if (!label || choosing.current) return;
    choosing.current = true;
    try {
      const chosen = enterChoice(label, await suggestionsFor(label));
      if (chosen) addProduct(chosen);
      else addText(label);
    } finally {
      choosing.current = false;
    }
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
        <>
          {choice && (
            <p className="text-sm text-muted">
              Entrée ajoute <strong className="text-fg">{choice.name}</strong>.
            </p>
          )}
          <ul aria-label="Vos produits correspondants" className="flex flex-wrap gap-2">
            {matches.map((product) => (
              <li key={product.id}>
                <Button
                  variant={product.id === choice?.id ? 'primary' : 'secondary'}
                  aria-label={`Ajouter ${product.name} à la liste`}
                  onClick={() => addProduct(product)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {product.name}
                </Button>
              </li>
            ))}
            <li>
              <Button variant="ghost" onClick={() => addText(typed)} className="wrap-anywhere">
                <Type aria-hidden="true" className="size-4 shrink-0" />
                Ajouter «&nbsp;{typed}&nbsp;» tel quel
              </Button>
            </li>
          </ul>
        </>
      )}
    </form>
  );
}
