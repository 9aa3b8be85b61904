import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { viewOf } from '../../../lib/query-view';
import { useRecipes } from '../api/list-recipes';
import { CompactRecipeCard } from './CompactRecipeCard';
import { RecipesLoadError } from './RecipeListStates';

/** The product page's "Recettes avec ce produit": what to cook with it, most cookable first. */
export function ProductRecipes({ productId }: { productId: number }) {
  return (
    <section aria-labelledby="recettes-produit-titre" className="flex flex-col gap-3">
      <h2 id="recettes-produit-titre" className="text-xl font-extrabold">
        Recettes avec ce produit
      </h2>
      <ProductRecipesBody productId={productId} />
    </section>
  );
}

function ProductRecipesBody({ productId }: { productId: number }) {
  const query = useRecipes({ productId });
  const view = viewOf(query);
  if (view.show === 'loading') {
    return (
      <LoadingRegion label="Chargement des recettes…">
        <Skeleton className="h-20 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (view.show === 'offline')
    return <OfflineEmpty missing="Les recettes de ce produit n’ont pas encore été chargées sur cet appareil." />;
  if (view.show === 'error') {
    return <RecipesLoadError message={view.error.message} onRetry={() => query.refetch()} />;
  }
  const { items, total } = view.data;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <ChefHat aria-hidden="true" className="size-5 shrink-0" />
        <span>
          Aucune recette n’utilise ce produit.{' '}
          <Link to="/create-recipe" className="font-bold">
            Créer une recette
          </Link>
        </span>
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Recettes avec ce produit" className="flex flex-col gap-2">
        {items.map((recipe) => (
          <CompactRecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </ul>
      {total > items.length && (
        <Link to="/recipes" className="inline-flex min-h-11 items-center self-start font-bold">
          Toutes les recettes ({total - items.length} de plus)
        </Link>
      )}
    </>
  );
}
