import { lazy, Suspense, useEffect } from 'react';
import { Page } from '../../components/ui/Page';
import { usePriorityProducts } from '../../features/products/api/list-products';
import type { PriorityResult } from '../../features/products/components/PriorityProducts';
import { ProductListSkeleton } from '../../features/products/components/ProductCardSkeleton';
import { COOKABLE_COUNT, useRecipes } from '../../features/recipes/api/list-recipes';
import type { CookableResult } from '../../features/recipes/components/CookableRecipes';

// Kept out of the first load because expiry labels bring @glouton/core's runtime, zod included (120 KB
// budget, decision 0008). It starts downloading as soon as the screen shows, in parallel with the
// products request: by the time the products arrive the list's code is usually there too.
const loadPriorityProducts = () => import('../../features/products/components/PriorityProducts');
const PriorityProducts = lazy(loadPriorityProducts);
// Same reason and same early start for the recipe cards.
const loadCookableRecipes = () => import('../../features/recipes/components/CookableRecipes');
const CookableRecipes = lazy(loadCookableRecipes);

export default function HomePage() {
  useEffect(() => {
    // Only a head start: a failed download here is tried again by lazy() when the section renders, and
    // reported there (route error screen). Left unhandled, it would be an unhandled rejection instead.
    loadPriorityProducts().catch(() => undefined);
    loadCookableRecipes().catch(() => undefined);
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <Page title="Accueil" />
      <section aria-labelledby="priorite" className="flex flex-col gap-3">
        <h2 id="priorite" className="text-xl font-extrabold">
          À consommer en priorité
        </h2>
        <PrioritySection />
      </section>
      <section aria-labelledby="a-cuisiner" className="flex flex-col gap-3">
        <h2 id="a-cuisiner" className="text-xl font-extrabold">
          À cuisiner
        </h2>
        <CookableSection />
      </section>
    </div>
  );
}

function PrioritySection() {
  const query = usePriorityProducts();
  const skeleton = <ProductListSkeleton count={4} />;
  if (query.isPending) return skeleton;
  const result: PriorityResult = query.isError
    ? { error: query.error, retry: () => void query.refetch() }
    : { page: query.data };
  return (
    <Suspense fallback={skeleton}>
      <PriorityProducts result={result} />
    </Suspense>
  );
}

function CookableSection() {
  const query = useRecipes({ limit: COOKABLE_COUNT });
  const skeleton = <ProductListSkeleton count={2} label="Chargement des recettes…" />;
  if (query.isPending) return skeleton;
  const result: CookableResult = query.isError
    ? { error: query.error, retry: () => void query.refetch() }
    : { page: query.data };
  return (
    <Suspense fallback={skeleton}>
      <CookableRecipes result={result} />
    </Suspense>
  );
}
