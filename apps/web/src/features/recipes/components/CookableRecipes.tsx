import type { RecipeList } from '@glouton/core/schemas';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { COOKABLE_COUNT } from '../api/list-recipes';
import { CompactRecipeCard } from './CompactRecipeCard';
import { NoRecipeYet, RecipesLoadError } from './RecipeListStates';

export type CookableResult =
  | { page: RecipeList }
  | { view: { show: 'offline' } | { show: 'error'; error: Error }; retry: () => void };

/** Home's "À cuisiner" once the recipes have answered (part of home's chunk, like "À consommer en priorité"). */
export default function CookableRecipes({ result }: { result: CookableResult }) {
  if ('view' in result) {
    if (result.view.show === 'offline') {
      return <OfflineEmpty missing="Vos recettes n’ont pas encore été chargées sur cet appareil." />;
    }
    return <RecipesLoadError message={result.view.error.message} onRetry={result.retry} />;
  }
  const { items } = result.page;
  if (items.length === 0) return <NoRecipeYet headingLevel={3} />;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {items.slice(0, COOKABLE_COUNT).map((recipe) => (
          <CompactRecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </ul>
      <Link to="/recipes" className="inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        Toutes les recettes
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}
