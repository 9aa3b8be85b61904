import { useParams } from 'react-router';
import { useRecipe } from '../../features/recipes/api/get-recipe';
import { RecipeDetails } from '../../features/recipes/components/RecipeDetails';
import {
  RecipeDetailsSkeleton,
  RecipeLoadError,
  RecipeNotFound,
} from '../../features/recipes/components/RecipeDetailsStates';
import { ApiError } from '../../lib/api-client';

/** `/recipe/:id` (route id `recipe.details`). */
export default function RecipeDetailsPage() {
  const id = Number(useParams().id);
  const query = useRecipe(id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  if (invalidId || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return <RecipeNotFound />;
  }
  if (query.isPending) return <RecipeDetailsSkeleton />;
  if (query.isError) return <RecipeLoadError message={query.error.message} onRetry={() => query.refetch()} />;
  return <RecipeDetails recipe={query.data} />;
}
