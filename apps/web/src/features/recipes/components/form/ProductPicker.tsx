import type { Product } from '@glouton/core/schemas';
import { Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { PICKER_MIN_LENGTH, useProductSearchPages } from '../../api/search-products';
import { newIngredient } from '../../recipe-form';
import { ProductMatches } from './ProductMatches';
import type { RecipeForm } from './useRecipeForm';

/**
 * Adds an ingredient: a product of the cupboard found while typing (linked, so the recipe knows what
 * is in stock), or the typed line as free text ("sel", "2 œufs").
 */
export function ProductPicker({ form }: { form: RecipeForm }) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), 250);
  const search = useProductSearchPages(term);
  const [added, setAdded] = useState('');
  const searching = text.trim().length >= PICKER_MIN_LENGTH && term.length >= PICKER_MIN_LENGTH;
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
