import { WASTE_RATE_MIN_UNITS } from '@glouton/core/domain';
import type { StatsMonth } from '@glouton/core/schemas';
import { formatPercent } from '../stats-format';
import { type MonthColumn, MonthsTable } from './MonthsTable';

const COLUMNS: readonly MonthColumn[] = [
  { key: 'eaten', heading: 'Mangés', cell: (month) => month.eaten },
  { key: 'cooked', heading: 'Cuisinés', cell: (month) => month.cooked },
  { key: 'discarded', heading: 'Jetés', cell: (month) => month.discarded },
  {
    key: 'waste-rate',
    heading: <>%&nbsp;jetés</>,
    cell: (month) =>
      month.wasteRate === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">moins de {WASTE_RATE_MIN_UNITS}&nbsp;unités</span>
        </>
      ) : (
        formatPercent(month.wasteRate)
      ),
  },
];

/** « Mois par mois »: every month of the span, the chart's figures for everyone (and its alternative for
 * screen readers), cooked units among those eaten. */
export function MonthTable({ months }: { months: readonly StatsMonth[] }) {
  return (
    <MonthsTable
      caption={<caption className="px-4 pt-3 text-left font-extrabold text-base">Mois par mois</caption>}
      months={months}
      columns={COLUMNS}
    />
  );
}
