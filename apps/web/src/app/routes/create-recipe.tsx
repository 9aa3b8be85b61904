import { useSearchParams } from 'react-router';
import { OfflineEmpty } from '../../components/ui/OfflineEmpty';
import { Page } from '../../components/ui/Page';
import { useRecipe } from '../../features/recipes/api/get-recipe';
import { RecipeForm } from '../../features/recipes/components/form/RecipeForm';
import {
  RecipeFormSkeleton,
  RecipeToEditLoadError,
  RecipeToEditNotFound,
} from '../../features/recipes/components/form/RecipeFormStates';
import { ApiError } from '../../lib/api-client';
import { viewOf } from '../../lib/query-view';

/** `/create-recipe` creates; `/create-recipe?id=12` edits recipe 12 (the contract keeps one route). */
export default function CreateRecipePage() {
  const id = useSearchParams()[0].get('id');
  return (
    <div className="flex flex-col gap-5">
      <Page title={id === null ? 'Nouvelle recette' : 'Modifier la recette'} />
      {/* Keyed: another id is another form, not the previous one's values. */}
      {id === null ? <RecipeForm /> : <EditRecipe key={id} id={Number(id)} />}
    </div>
  );
}

function EditRecipe({ id }: { id: number }) {
  const query = useRecipe(id);
  const invalidId = !Number.isInteger(id) || id <= 0;
  if (invalidId || (query.error instanceof ApiError && query.error.status === 404)) return <RecipeToEditNotFound />;
  const view = viewOf(query);
  if (view.show === 'loading') return <RecipeFormSkeleton />;
  if (view.show === 'offline')
    return <OfflineEmpty missing="Cette recette n’a pas encore été chargée sur cet appareil." />;
  if (view.show === 'error') {
    return <RecipeToEditLoadError message={view.error.message} onRetry={() => query.refetch()} />;
  }
  return <RecipeForm recipe={view.data} />;
}
