import { formatDayWords } from '@glouton/core/dates';
import type { PricePoint } from '@glouton/core/schemas';
import { Euro } from 'lucide-react';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { formatEuros } from '../../../lib/money';
import { viewOf } from '../../../lib/query-view';
import { todayCalendarDate } from '../../../lib/today';
import { useProductPrices } from '../api/product-prices';

/** « Prix »: the last price a unit of the product cost, then the ones before (decision 0070). */
export function ProductPrices({ productId }: { productId: number }) {
  return (
    <section aria-labelledby="prix-titre" className="flex flex-col gap-3">
      <h2 id="prix-titre" className="text-xl font-extrabold">
        Prix
      </h2>
      <PricesBody productId={productId} />
    </section>
  );
}

function PricesBody({ productId }: { productId: number }) {
  const query = useProductPrices(productId);
  const view = viewOf(query);
  if (view.show === 'loading') {
    return (
      <LoadingRegion label="Chargement des prix…">
        <Skeleton className="h-12 w-full rounded-xl" />
      </LoadingRegion>
    );
  }
  if (view.show === 'offline')
    return <OfflineEmpty missing="Les prix de ce produit n’ont pas encore été chargés sur cet appareil." />;
  if (view.show === 'error') {
    return (
      <RetryAlert
        what="Les prix n’ont pas pu être chargés."
        message={view.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const [last, ...before] = view.data.items;
  if (!last) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Euro aria-hidden="true" className="size-5 shrink-0" />
        Aucun prix noté. Indiquez-le en ajoutant des unités («&nbsp;Prix (€)&nbsp;»).
      </p>
    );
  }
  return (
    <>
      <p className="text-lg">
        Dernier prix&nbsp;: <strong>{formatEuros(last.priceCents)}</strong> l’unité, <PurchaseWhen point={last} />
      </p>
      {before.length > 0 && (
        <ul
          aria-label="Prix précédents"
          className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface"
        >
          {before.map((point) => (
            <li
              key={`${point.on}-${point.priceCents}-${point.units}`}
              className="flex items-center justify-between gap-3 px-4 py-3"
            >
              <span className="min-w-0 wrap-anywhere">
                <PurchaseWhen point={point} />
              </span>
              <span className="shrink-0 font-bold">{formatEuros(point.priceCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** « le 21 nov. (6 unités, Carrefour) »: when, how many, and where when a receipt said so. */
function PurchaseWhen({ point }: { point: PricePoint }) {
  const sameYear = point.on.slice(0, 4) === todayCalendarDate().slice(0, 4);
  const details = [point.units > 1 ? `${point.units} unités` : null, point.store].filter(Boolean).join(', ');
  return (
    <>
      le <time dateTime={point.on}>{formatDayWords(point.on, { shortMonth: true, year: !sameYear })}</time>
      {details && ` (${details})`}
    </>
  );
}
