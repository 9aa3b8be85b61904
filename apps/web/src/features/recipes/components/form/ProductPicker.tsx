import { parseIngredient } from '@glouton/core/ingredients';
import type { Product } from '@glouton/core/schemas';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { PICKER_MIN_LENGTH, useProductSearchPages } from '../../api/search-products';
import { newIngredient } from '../../recipe-form';
import { ProductMatches } from './ProductMatches';
import type { RecipeForm } from './useRecipeForm';

/**
 * Adds an ingredient: a product of the cupboard found while typing (linked, so the recipe knows what
 * is in stock), or the typed line as free text ("sel", "2 œufs"). A line typed whole (« 200 g de
 * farine ») looks for its food (« farine ») and, once a product is picked, keeps its amount.
 */
export function ProductPicker({ form }: { form: RecipeForm }) {
  const [text, setText] = useState('');
  const line = useMemo(() => typedLine(text), [text]);
  const term = useDebouncedValue(line.search, 250);
  const search = useProductSearchPages(term);
  const [added, setAdded] = useState('');
  const searching = line.search.length >= PICKER_MIN_LENGTH && term.length >= PICKER_MIN_LENGTH;
  const linked = new Set(form.values.ingredients.map((ingredient) => ingredient.productId));

  const add = (ingredient: ReturnType<typeof newIngredient>) => {
    form.edit((current) => ({ ...current, ingredients: [...current.ingredients, ingredient] }), ['ingredients.search']);
    setText('');
    setAdded(`«\u00a0${ingredient.label}\u00a0» ajouté aux ingrédients.`);
  };
  const addProduct = (product: Product) =>
    add(
      newIngredient({
        label: product.name,
        quantity: line.quantity,
        product: { id: product.id, name: product.name, imageUrl: product.imageUrl, categoryId: product.categoryId },
      }),
    );
  const addText = () => {
    const label = text.trim();
    if (label) add(newIngredient({ label }));
  };
  // Enter adds the line as free text, as on the shopping list, instead of submitting the whole recipe.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addText();
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-dashed border-field p-3">
      <TextField
        ref={form.control('ingredients.search')}
        label="Chercher un produit du placard"
        type="search"
        hint="Ou écrivez un ingrédient («&nbsp;sel&nbsp;», «&nbsp;2 œufs&nbsp;») puis «&nbsp;Ajouter en texte libre&nbsp;»."
        autoComplete="off"
        maxLength={255}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button variant="secondary" className="self-start" disabled={text.trim() === ''} onClick={addText}>
        <Plus aria-hidden="true" className="size-5" />
        Ajouter en texte libre
      </Button>
      {searching && <ProductMatches term={term} search={search} linked={linked} onPick={addProduct} />}
      <p className="sr-only" aria-live="polite">
        {added}
      </p>
    </div>
  );
}

/**
 * What the picker searches for and the amount it keeps: « 200 g de farine » → « farine » and « 200 g »;
 * a line with no amount (« crème ») is searched as typed. The food is core's reading of the line
 * (singular, without accents): the server's search ignores case and accents.
 */
function typedLine(text: string): { search: string; quantity: string | null } {
  const typed = text.trim();
  const parsed = parseIngredient(typed);
  if (!parsed.written || !parsed.food) return { search: typed, quantity: null };
  return { search: parsed.food, quantity: typed.slice(parsed.written.start, parsed.written.end).trim() };
}
