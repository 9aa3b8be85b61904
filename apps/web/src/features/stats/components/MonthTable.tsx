import { WASTE_RATE_MIN_UNITS } from '@glouton/core/domain';
import type { StatsMonth } from '@glouton/core/schemas';
import { formatMonth, formatPercent, formatShortMonthYear } from '../stats-format';

/**
 * « Mois par mois »: every month of the span, the chart's figures for everyone (and its alternative for
 * screen readers), cooked units among those eaten. Fits a 360 px phone; were it wider, it would scroll
 * sideways inside itself, never the page (`relative` keeps its screen-reader-only texts inside too).
 */
export function MonthTable({ months }: { months: readonly StatsMonth[] }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="px-4 pt-3 text-left font-extrabold text-base">Mois par mois</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-2.5 py-2 font-bold">
              Mois
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-bold">
              Mangés
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-bold">
              Cuisinés
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-bold">
              Jetés
            </th>
            <th scope="col" className="px-2.5 py-2 text-right font-bold whitespace-nowrap">
              %&nbsp;jetés
            </th>
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
              <td className="px-1.5 py-2 text-right">{month.eaten}</td>
              <td className="px-1.5 py-2 text-right">{month.cooked}</td>
              <td className="px-1.5 py-2 text-right">{month.discarded}</td>
              <td className="px-2.5 py-2 text-right whitespace-nowrap">
                {month.wasteRate === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">moins de {WASTE_RATE_MIN_UNITS}&nbsp;unités</span>
                  </>
                ) : (
                  formatPercent(month.wasteRate)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
