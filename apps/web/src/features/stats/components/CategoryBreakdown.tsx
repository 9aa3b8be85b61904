import type { StatsCategory } from '@glouton/core/schemas';
import { Archive } from 'lucide-react';
import { CategoryIcon, categoryOf } from '../../../components/ui/CategoryIcon';
import { counted } from '../../../lib/plural';

/** « Par catégorie »: what was eaten and thrown away in each aisle, the busiest first. */
export function CategoryBreakdown({ categories }: { categories: readonly StatsCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-titre" className="flex flex-col gap-2">
      <h2 id="categories-titre" className="text-xl font-extrabold">
        Par catégorie
      </h2>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
        {categories.map((category) => (
          <CategoryLine key={category.categoryId ?? 'deleted'} category={category} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Units whose product was deleted after they left the cupboard: their category went with it. « depuis »
 * alone left the reader asking « since when? »: since the units were eaten or thrown away.
 */
const DELETED_PRODUCTS = 'Produits supprimés depuis leur sortie du placard';

function CategoryLine({ category }: { category: StatsCategory }) {
  const total = category.eaten + category.discarded;
  const name = category.categoryId === null ? DELETED_PRODUCTS : categoryOf(category.categoryId).name;
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3">
      <div className="flex items-center gap-3">
        {category.categoryId === null ? (
          <Archive aria-hidden="true" className="size-5 shrink-0 text-muted" />
        ) : (
          <CategoryIcon categoryId={category.categoryId} className="size-5 shrink-0 text-link" />
        )}
        <span className="font-bold">{name}</span>
        <span className="ml-auto text-sm text-muted whitespace-nowrap">
          {counted(category.eaten, 'mangé', 'mangés')} · {counted(category.discarded, 'jeté', 'jetés')}
        </span>
      </div>
      {/* The share thrown away, drawn; the numbers above say it in words. */}
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-brand/30">
        <div className="bg-danger" style={{ width: total === 0 ? 0 : formatWidth(category.discarded / total) }} />
      </div>
    </li>
  );
}

const formatWidth = (share: number) => `${Math.round(share * 1000) / 10}%`;
