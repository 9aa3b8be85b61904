import { WASTE_RATE_MIN_UNITS, wasteRate } from '@glouton/core/domain';
import type { StatsMonth } from '@glouton/core/schemas';
import { counted } from '../../../lib/plural';
import { formatPercent } from '../stats-format';

/** The span at a glance: units eaten (cooked ones among them), thrown away, and the share thrown. */
export function StatsSummary({ months }: { months: readonly StatsMonth[] }) {
  const sum = (pick: (month: StatsMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  const eaten = sum((month) => month.eaten);
  const discarded = sum((month) => month.discarded);
  const cooked = sum((month) => month.cooked);
  const rate = wasteRate(eaten, discarded);
  return (
    <dl className="grid grid-cols-2 gap-3">
      <Figure
        label="Mangés"
        value={String(eaten)}
        detail={cooked > 0 ? `dont ${counted(cooked, 'cuisiné', 'cuisinés')}` : undefined}
      />
      <Figure label="Jetés" value={String(discarded)} />
      <Figure
        className="col-span-2"
        label="Gaspillage"
        value={rate === null ? '—' : formatPercent(rate)}
        detail={
          rate === null
            ? `Pas de pourcentage sous ${WASTE_RATE_MIN_UNITS}\u00a0unités\u00a0: trop peu pour dire quelque chose.`
            : 'des unités sorties du placard ont été jetées.'
        }
      />
    </dl>
  );
}

interface FigureProps {
  label: string;
  value: string;
  detail?: string | undefined;
  className?: string;
}

/** One figure: a `<div>` grouping its `<dt>` and `<dd>`s, as a definition list allows. */
function Figure({ label, value, detail, className = '' }: FigureProps) {
  return (
    <div className={`flex flex-col gap-0.5 rounded-2xl border border-line bg-surface px-4 py-3 ${className}`}>
      <dt className="font-bold text-muted">{label}</dt>
      <dd className="text-3xl font-extrabold tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-muted">{detail}</dd>}
    </div>
  );
}
