import { ArrowRight, PartyPopper, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { daysBetween } from '../../../lib/dates';
import type { QueryView } from '../../../lib/query-view';
import { todayCalendarDate } from '../../../lib/today';
import type { ProductPage } from '../api/list-products';
import { ProductCard } from './ProductCard';

export type PriorityView = Exclude<QueryView<ProductPage>, { show: 'loading' }> & { retry: () => void };

/** Within the window: expired (however long ago) or expiring in the next `windowDays` days. */
function withinWindow(expiresOn: string | null, today: string, windowDays: number): boolean {
  return expiresOn !== null && daysBetween(today, expiresOn) <= windowDays;
}

/**
 * Home's « À consommer en priorité »: what has expired and what expires within the chosen window (a week
 * by default), soonest first; the rest of the cupboard is one tap away. Part of home's chunk: the expiry
 * labels only need @glouton/core's calendar (no date library, no zod).
 */
export default function PriorityProducts({ view, windowDays }: { view: PriorityView; windowDays: number }) {
  if (view.show === 'offline')
    return <OfflineEmpty missing="Vos produits n’ont pas encore été chargés sur cet appareil." />;
  if (view.show === 'error') {
    return (
      <RetryAlert what="Vos produits n’ont pas pu être chargés." message={view.error.message} onRetry={view.retry} />
    );
  }
  const { items, total } = view.data;
  if (total === 0) return <NothingInStock />;
  const today = todayCalendarDate();
  // Leftovers first (decision 0062), whatever their date: a cooked dish is the first thing to finish.
  const leftovers = items.filter((product) => product.leftoverRecipeId !== null && product.inStock);
  const urgent = [
    ...leftovers,
    ...items.filter(
      (product) => product.leftoverRecipeId === null && withinWindow(product.closestExpirationDate, today, windowDays),
    ),
  ];
  const others = total - urgent.length;
  return (
    <>
      {urgent.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-4">
          <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-link" />
          Rien n’expire dans les {windowDays} prochains jours.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {urgent.map((product, index) => (
            <ProductCard key={product.id} product={product} eagerImage={index < 4} />
          ))}
        </ul>
      )}
      <Link to="/products" className="inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        {others > 0 ? `Voir tout le placard (${others} autre${others > 1 ? 's' : ''})` : 'Voir tout le placard'}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}

/** `total` counts the products of the priority query, which only asks for what is in stock. */
function NothingInStock() {
  return (
    <EmptyState icon={ScanBarcode} title="Rien à consommer pour l’instant" headingLevel={3}>
      <p>Scannez vos courses en rentrant&nbsp;: Glouton vous dira ici quoi manger en premier.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/scan" className={buttonClasses('primary', 'no-underline')}>
          Scanner un produit
        </Link>
      </div>
    </EmptyState>
  );
}
