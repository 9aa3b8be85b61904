import type { Recipe } from '@glouton/core/schemas';
import { Link } from 'react-router';
import { RecipeImage } from './RecipeImage';
import { AvailabilityBadge, DurationText, ExpiringSoonMark } from './RecipeMeta';

/** A recipe in a short list (home, product page): the whole card is the link to the recipe. */
export function CompactRecipeCard({ recipe }: { recipe: Recipe }) {
  return (
    <li>
      <Link
        to={`/recipe/${recipe.id}`}
        className="flex min-h-20 items-center gap-3 rounded-2xl border border-line bg-surface p-2.5 text-fg no-underline hover:border-field"
      >
        <RecipeImage imageUrl={recipe.imageUrl} className="size-16" />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <span className="line-clamp-2 font-bold leading-tight wrap-anywhere">{recipe.name}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <AvailabilityBadge
              availableCount={recipe.availableCount}
              totalCount={recipe.totalCount}
              toCheckCount={recipe.toCheckCount}
            />
            <DurationText minutes={recipe.durationMinutes} />
          </span>
          <ExpiringSoonMark count={recipe.expiringSoonCount} />
        </span>
      </Link>
    </li>
  );
}
