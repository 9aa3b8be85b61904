import { scaleIngredient } from '@glouton/core/ingredients';
import type { Recipe } from '@glouton/core/schemas';
import { useMemo, useState } from 'react';
import { IngredientList } from './IngredientList';
import { ServingsStepper } from './ServingsStepper';

/**
 * The recipe page's ingredients, for the servings the person chooses: the amounts scale and round as a
 * cook writes them (@glouton/core/ingredients, loaded by this page only); a line with no amount, or a
 * recipe that says for how many it is written, shows as written.
 */
export function RecipeIngredients({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(recipe.servings);
  const factor = recipe.servings && servings ? servings / recipe.servings : 1;
  const shown = useMemo(
    () => recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, factor)),
    [recipe.ingredients, factor],
  );
  return (
    <section aria-labelledby="ingredients-titre" className="flex flex-col gap-2">
      <h2 id="ingredients-titre" className="text-xl font-extrabold">
        Ingrédients ({recipe.ingredients.length})
      </h2>
      {recipe.servings !== null && servings !== null && recipe.ingredients.length > 0 && (
        <ServingsStepper servings={servings} recipeServings={recipe.servings} onChange={setServings} />
      )}
      {recipe.ingredients.length > 0 ? (
        <IngredientList ingredients={recipe.ingredients} shown={shown} showQuantity />
      ) : (
        <p className="text-muted">Aucun ingrédient. Ajoutez-en en modifiant la recette.</p>
      )}
    </section>
  );
}
