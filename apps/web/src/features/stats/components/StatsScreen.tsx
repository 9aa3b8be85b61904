import type { Stats } from '@glouton/core/schemas';
import { ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { viewOf } from '../../../lib/query-view';
import { useStats } from '../api/get-stats';
import { useStatsSpan } from '../hooks/useStatsSpan';
import { formatMonth } from '../stats-format';
import { CategoryBreakdown } from './CategoryBreakdown';
import { EstimatesCard } from './EstimatesCard';
import { HowItIsComputed } from './HowItIsComputed';
import { MoneyCard } from './MoneyCard';
import { MonthTable } from './MonthTable';
import { MostDiscardedList } from './MostDiscardedList';
import { SpanPicker } from './SpanPicker';
import { StatsSummary } from './StatsSummary';
import { TrendSection } from './TrendSection';

/** « Bilan »: the span picker, then what the household ate, cooked and threw away over it. */
export function StatsScreen({ people }: { people: number | null }) {
  const span = useStatsSpan();
  return (
    <>
      <SpanPicker from={span.from} to={span.to} months={span.months} onFrom={span.setFrom} onTo={span.setTo} />
      <StatsBody from={span.from} to={span.to} people={people} />
      <HowItIsComputed />
    </>
  );
}

function StatsBody({ from, to, people }: { from: string; to: string; people: number | null }) {
  const query = useStats(from, to);
  const view = viewOf(query);
  if (view.show === 'loading') {
    return (
      <LoadingRegion label="Chargement du bilan…">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      </LoadingRegion>
    );
  }
  if (view.show === 'offline')
    return <OfflineEmpty missing="Le bilan de cette période n’a pas encore été chargé sur cet appareil." />;
  if (view.show === 'error') {
    return (
      <RetryAlert
        what="Le bilan n’a pas pu être chargé."
        message={view.error.message}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <StatsFigures stats={view.data} people={people} />;
}

function StatsFigures({ stats, people }: { stats: Stats; people: number | null }) {
  if (stats.estimates.unitsTotal === 0) return <NothingCounted stats={stats} />;
  return (
    <>
      <StatsSummary months={stats.months} />
      <MoneyCard months={stats.months} />
      <TrendSection months={stats.months} />
      <MonthTable months={stats.months} />
      <CategoryBreakdown categories={stats.categories} />
      <MostDiscardedList products={stats.mostDiscarded} />
      <EstimatesCard estimates={stats.estimates} monthCount={stats.months.length} people={people} />
    </>
  );
}

/** A span with nothing eaten or thrown away: what to do for the Bilan to fill. */
function NothingCounted({ stats }: { stats: Stats }) {
  const span =
    stats.from === stats.to
      ? `en ${formatMonth(stats.from)}`
      : `de ${formatMonth(stats.from)} à ${formatMonth(stats.to)}`;
  return (
    <EmptyState
      icon={ChartColumn}
      title="Rien à compter sur cette période"
      actions={
        <Link to="/products" className={buttonClasses('primary', 'no-underline')}>
          Voir mes produits
        </Link>
      }
    >
      Aucun produit mangé ni jeté {span}. Quand vous touchez «&nbsp;Consommé&nbsp;» ou «&nbsp;Jeté&nbsp;» sur un
      produit, ou «&nbsp;J’ai cuisiné&nbsp;» sur une recette, le bilan le compte ici.
    </EmptyState>
  );
}
