import { CalendarDays, ChefHat, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/Page';
import { Select } from '../../components/ui/Select';
import { usePriorityProducts } from '../../features/products/api/list-products';
import { useProductsToDate } from '../../features/products/api/products-to-date';
import PriorityProducts, { type PriorityView } from '../../features/products/components/PriorityProducts';
import { ProductListSkeleton } from '../../features/products/components/ProductCardSkeleton';
import { COOKABLE_COUNT, useRecipes } from '../../features/recipes/api/list-recipes';
import CookableRecipes, { type CookableResult } from '../../features/recipes/components/CookableRecipes';
import { FreezeToday } from '../../features/stock/components/FreezeToday';
import { deferred } from '../../lib/deferred';
import { useLocalPreference } from '../../lib/local-preference';
import { viewOf } from '../../lib/query-view';
import {
  DEFAULT_PRIORITY_WINDOW,
  PRIORITY_WINDOW_FIELD,
  PRIORITY_WINDOW_KEY,
  PRIORITY_WINDOWS,
  type PriorityWindow,
} from './priority-window';

export default function HomePage() {
  const [windowDays, setWindowDays] = useLocalPreference(
    PRIORITY_WINDOW_KEY,
    PRIORITY_WINDOWS,
    DEFAULT_PRIORITY_WINDOW,
  );
  return (
    <div className="flex flex-col gap-6">
      <Page title="Accueil" />
      <QuickLinks />
      <section aria-labelledby="priorite" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <h2 id="priorite" className="text-xl font-extrabold">
            À consommer en priorité
          </h2>
          {/* No width of its own: a native select is as wide as its longest option, so « 14 prochains jours »
              shows whole on a 360 px phone (it wraps under the heading when both do not fit). */}
          <Select
            label="Expire dans les"
            name={PRIORITY_WINDOW_FIELD}
            className="[&_label]:text-sm"
            value={windowDays}
            onChange={(event) => setWindowDays(event.target.value as PriorityWindow)}
            options={PRIORITY_WINDOWS.map((days) => ({ value: days, label: `${days} prochains jours` }))}
          />
        </div>
        <PrioritySection windowDays={Number(windowDays)} />
      </section>
      <FreezeSection />
      <ToDateSection />
      <section aria-labelledby="a-cuisiner" className="flex flex-col gap-3">
        <h2 id="a-cuisiner" className="text-xl font-extrabold">
          À cuisiner
        </h2>
        <CookableSection />
      </section>
    </div>
  );
}

/** The cupboard, the recipes and the week plan, one tap away from home even when there is nothing to show yet. */
function QuickLinks() {
  const tile =
    'flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 font-bold text-fg no-underline hover:border-link';
  return (
    <nav aria-label="Votre placard, vos recettes et votre semaine" className="grid grid-cols-2 gap-2">
      <Link to="/products" className={tile}>
        <Package aria-hidden="true" className="size-6 shrink-0 text-link" />
        Mes produits
      </Link>
      <Link to="/recipes" className={tile}>
        <ChefHat aria-hidden="true" className="size-6 shrink-0 text-link" />
        Recettes
      </Link>
      <Link to="/plan" className={`${tile} col-span-2`}>
        <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-link" />
        Planifier la semaine
      </Link>
    </nav>
  );
}

function PrioritySection({ windowDays }: { windowDays: number }) {
  const query = usePriorityProducts();
  const view = viewOf(query);
  if (view.show === 'loading') return <ProductListSkeleton count={4} />;
  const shown: PriorityView = { ...view, retry: () => void query.refetch() };
  return <PriorityProducts view={shown} windowDays={windowDays} />;
}

/** « À congeler aujourd’hui ? » from the same answer as the priority list (no request of its own). */
function FreezeSection() {
  const { data } = usePriorityProducts();
  return data ? <FreezeToday products={data.items} /> : null;
}

// The section brings the date sheet (its camera, « Lire la date »): fetched only when there is a date to
// check, so home's first load does not carry it.
const DatesToCheck = deferred(() =>
  import('../../features/stock/components/DatesToCheck').then((module) => module.DatesToCheck),
);

/** « Dates à vérifier » (decision 0072): said only once there are some; nothing while loading or on an error. */
function ToDateSection() {
  const { data } = useProductsToDate();
  return data && data.items.length > 0 ? <DatesToCheck products={data.items} /> : null;
}

function CookableSection() {
  const query = useRecipes({ limit: COOKABLE_COUNT });
  const view = viewOf(query);
  if (view.show === 'loading') return <ProductListSkeleton count={2} label="Chargement des recettes…" />;
  const result: CookableResult =
    view.show === 'data' ? { page: view.data } : { view, retry: () => void query.refetch() };
  return <CookableRecipes result={result} />;
}
