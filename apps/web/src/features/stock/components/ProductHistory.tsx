import type { StockEvent } from '@glouton/core/schemas';
import { Clock, PackageOpen, Plus, Snowflake, Sun, Trash2, Utensils } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { formatShortDay } from '../../../lib/date-time';
import { viewOf } from '../../../lib/query-view';
import { useProductHistory } from '../api/product-history';
import { historyLine } from '../stock-messages';

interface ProductHistoryProps {
  productId: number;
  /** Who is looking, in a household of several people (names are shown); null alone, or not known yet. */
  you: number | null;
}

/** « Historique »: the product's units added, eaten and thrown away, newest first, 20 at a time. */
export function ProductHistory({ productId, you }: ProductHistoryProps) {
  return (
    <section aria-labelledby="historique-titre" className="flex flex-col gap-3">
      <h2 id="historique-titre" className="text-xl font-extrabold">
        Historique
      </h2>
      <HistoryBody productId={productId} you={you} />
    </section>
  );
}

function HistoryBody({ productId, you }: ProductHistoryProps) {
  const query = useProductHistory(productId);
  const view = viewOf(query);
  if (view.show === 'loading') {
    return (
      <LoadingRegion label="Chargement de l’historique…">
        <Skeleton className="h-12 w-full rounded-xl" />
      </LoadingRegion>
    );
  }
  if (view.show === 'offline')
    return <OfflineEmpty missing="L’historique de ce produit n’a pas encore été chargé sur cet appareil." />;
  if (view.show === 'error') {
    return (
      <RetryAlert
        what="L’historique n’a pas pu être chargé."
        message={view.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  const events = view.data.pages.flatMap((page) => page.items);
  if (events.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        Aucun mouvement pour l’instant.
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
        {events.map((event) => (
          <HistoryRow key={event.id} event={event} you={you} />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          pending={query.isFetchingNextPage}
          onClick={() => !query.isFetchingNextPage && query.fetchNextPage()}
        >
          Voir plus
        </Button>
      )}
    </>
  );
}

const ICONS = {
  added: Plus,
  consumed: Utensils,
  discarded: Trash2,
  opened: PackageOpen,
  frozen: Snowflake,
  thawed: Sun,
} as const;

function HistoryRow({ event, you }: { event: StockEvent; you: number | null }) {
  const Icon = ICONS[event.kind];
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      {/* A member's name may be one long word: it breaks rather than running off a phone's screen. */}
      <span className="min-w-0 wrap-anywhere">
        {historyLine(event, you)} · <time dateTime={event.at}>{formatShortDay(event.at)}</time>
      </span>
    </li>
  );
}
