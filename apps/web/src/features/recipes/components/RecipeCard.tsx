import type { Recipe } from '@glouton/core/schemas';
import { Link } from 'react-router';
import { DeleteRecipeButton } from './DeleteRecipeButton';
import { IngredientList } from './IngredientList';
import { RecipeImage } from './RecipeImage';
import { AvailabilityBadge, DurationText, ExpiringSoonMark } from './RecipeMeta';

/** Beyond this a card would outgrow a phone screen; the recipe page lists them all. */
const CARD_INGREDIENTS = 6;

/** One recipe of /recipes: what it needs from the cupboard and what is there, at a glance. */
export function RecipeCard({ recipe, eagerImage = false }: { recipe: Recipe; eagerImage?: boolean }) {
  const titleId = `recette-${recipe.id}`;
  const hidden = recipe.ingredients.length - CARD_INGREDIENTS;
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3">
        <div className="flex items-start gap-3">
          <RecipeImage imageUrl={recipe.imageUrl} eager={eagerImage} className="size-16" />
          <div className="flex min-w-0 flex-1 flex-col items-start gap-1.5">
            <h2 id={titleId} className="text-lg font-extrabold leading-tight wrap-anywhere">
              <Link to={`/recipe/${recipe.id}`} className="inline-flex min-h-11 items-center">
                {recipe.name}
              </Link>
            </h2>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <AvailabilityBadge
                availableCount={recipe.availableCount}
                totalCount={recipe.totalCount}
                toCheckCount={recipe.toCheckCount}
              />
              <DurationText minutes={recipe.durationMinutes} />
            </div>
            <ExpiringSoonMark count={recipe.expiringSoonCount} />
          </div>
          <DeleteRecipeButton recipe={recipe} compact />
        </div>
        {recipe.ingredients.length > 0 && (
          <IngredientList
            ingredients={recipe.ingredients.slice(0, CARD_INGREDIENTS)}
            label={`Ingrédients de ${recipe.name}`}
          />
        )}
        {hidden > 0 && (
          <Link to={`/recipe/${recipe.id}`} className="inline-flex min-h-11 items-center self-start text-sm font-bold">
            Voir les {recipe.ingredients.length} ingrédients
            <span className="sr-only"> de {recipe.name}</span>
          </Link>
        )}
      </article>
    </li>
  );
}
