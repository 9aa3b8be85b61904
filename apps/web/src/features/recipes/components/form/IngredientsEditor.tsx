import { FieldError } from '../../../../components/ui/FieldMessage';
import { type IngredientValue, moveItem } from '../../recipe-form';
import { IngredientRow } from './IngredientRow';
import { ProductPicker } from './ProductPicker';
import type { RecipeForm } from './useRecipeForm';

/** The ingredients, in order, then the picker that adds more. */
export function IngredientsEditor({ form }: { form: RecipeForm }) {
  const { ingredients } = form.values;
  const setIngredients = (next: IngredientValue[], focusNext?: string[]) =>
    form.edit((current) => ({ ...current, ingredients: next }), focusNext);

  return (
    <section aria-labelledby="recipe-ingredients" className="flex flex-col gap-3">
      <h2 id="recipe-ingredients" className="text-xl font-extrabold">
        Ingrédients {ingredients.length > 0 && `(${ingredients.length})`}
      </h2>
      {ingredients.length === 0 && (
        <p className="text-muted">
          Aucun ingrédient pour l’instant&nbsp;: cherchez un produit du placard, ou écrivez-le en texte libre.
        </p>
      )}
      {ingredients.length > 0 && (
        <ol className="flex flex-col gap-2">
          {ingredients.map((ingredient, index) => {
            const id = `ingredient:${ingredient.key}`;
            return (
              <IngredientRow
                key={ingredient.key}
                form={form}
                ingredient={ingredient}
                index={index}
                count={ingredients.length}
                onChange={(change) =>
                  setIngredients(ingredients.map((item) => (item === ingredient ? { ...item, ...change } : item)))
                }
                onMove={(delta) =>
                  setIngredients(moveItem(ingredients, index, delta), [
                    `${id}:${delta < 0 ? 'up' : 'down'}`,
                    `${id}:${delta < 0 ? 'down' : 'up'}`,
                  ])
                }
                onRemove={() =>
                  setIngredients(
                    ingredients.filter((item) => item !== ingredient),
                    ['ingredients.search'],
                  )
                }
              />
            );
          })}
        </ol>
      )}
      {form.errors.ingredients && <FieldError id="recipe-ingredients-error" message={form.errors.ingredients} />}
      <ProductPicker form={form} />
    </section>
  );
}
