import { Button } from '../../../components/ui/Button';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { viewOf } from '../../../lib/query-view';
import { useRecipePages } from '../api/list-recipe-pages';
import { RecipeCard } from './RecipeCard';
import { NoRecipeFound, NoRecipeYet, RecipeListSkeleton, RecipesLoadError } from './RecipeListStates';

/** /recipes' cards, most cookable first (the server's order), 20 at a time. */
export function RecipeResults({ search, onReset }: { search: string | undefined; onReset: () => void }) {
  const query = useRecipePages({ search });
  const view = viewOf(query);
  if (view.show === 'loading') return <RecipeListSkeleton />;
  if (view.show === 'offline')
    return <OfflineEmpty missing="Vos recettes n’ont pas encore été chargées sur cet appareil." />;
  if (view.show === 'error') return <RecipesLoadError message={view.error.message} onRetry={() => query.refetch()} />;

  const recipes = view.data.pages.flatMap((page) => page.items);
  const total = view.data.pages.at(-1)?.total ?? 0;
  if (total === 0) return search ? <NoRecipeFound search={search} onReset={onReset} /> : <NoRecipeYet />;

  return (
    <div className="flex flex-col gap-3" aria-busy={query.isFetching}>
      <p className="text-sm text-muted" aria-live="polite">
        {total > 1 ? `${total} recettes` : '1 recette'}
      </p>
      <ul aria-label="Recettes" className="flex flex-col gap-3">
        {recipes.map((recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} eagerImage={index < 3} />
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex flex-col items-center gap-2 py-2">
          <p className="text-sm text-muted">
            {recipes.length} sur {total} recettes affichées
          </p>
          <Button
            variant="secondary"
            pending={query.isFetchingNextPage}
            onClick={() => !query.isFetchingNextPage && query.fetchNextPage()}
          >
            Voir plus
          </Button>
        </div>
      )}
    </div>
  );
}
