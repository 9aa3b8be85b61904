import type { StatsMonth } from '@glouton/core/schemas';
import type { ReactNode } from 'react';
import { formatMonth, formatShortMonthYear } from '../stats-format';

export interface MonthColumn {
  /** Names the column among its table's (React's key). */
  key: string;
  heading: ReactNode;
  cell: (month: StatsMonth) => ReactNode;
}

/**
 * The Bilan's month-by-month tables (counts, euros): the newest month first, one row a month, its name
 * short with the whole name for screen readers. Fits a 360 px phone; were it wider, it would scroll
 * sideways inside itself, never the page (`relative` keeps its screen-reader-only texts inside too).
 */
export function MonthsTable({
  caption,
  months,
  columns,
}: {
  caption: ReactNode;
  months: readonly StatsMonth[];
  columns: readonly MonthColumn[];
}) {
  // The outer columns get more room than those between them.
  const padding = (index: number) => (index === columns.length - 1 ? 'px-2.5' : 'px-1.5');
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-left text-sm tabular-nums">
        {caption}
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-2.5 py-2 font-bold">
              Mois
            </th>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={`${padding(index)} py-2 text-right font-bold whitespace-nowrap`}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((month) => (
            <tr key={month.month} className="border-b border-line last:border-b-0">
              <th scope="row" className="px-2.5 py-2 font-bold whitespace-nowrap">
                <abbr title={formatMonth(month.month)} className="no-underline">
                  {formatShortMonthYear(month.month)}
                </abbr>
              </th>
              {columns.map((column, index) => (
                <td key={column.key} className={`${padding(index)} py-2 text-right whitespace-nowrap`}>
                  {column.cell(month)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
