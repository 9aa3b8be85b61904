import { useParams } from 'react-router';
import { OfflineEmpty } from '../../components/ui/OfflineEmpty';
import { useRecipe } from '../../features/recipes/api/get-recipe';
import { RecipeDetails } from '../../features/recipes/components/RecipeDetails';
import {
  RecipeDetailsSkeleton,
  RecipeLoadError,
  RecipeNotFound,
} from '../../features/recipes/components/RecipeDetailsStates';
import { ApiError } from '../../lib/api-client';
import { viewOf } from '../../lib/query-view';

/** `/recipe/:id` (route id `recipe.details`). */
export default function RecipeDetailsPage() {
  const id = Number(useParams().id);
  const query = useRecipe(id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  if (invalidId || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return <RecipeNotFound />;
  }
  const view = viewOf(query);
  if (view.show === 'loading') return <RecipeDetailsSkeleton />;
  if (view.show === 'offline')
    return <OfflineEmpty missing="Cette recette n’a pas encore été chargée sur cet appareil." />;
  if (view.show === 'error') return <RecipeLoadError message={view.error.message} onRetry={() => query.refetch()} />;
  return <RecipeDetails recipe={view.data} />;
}
