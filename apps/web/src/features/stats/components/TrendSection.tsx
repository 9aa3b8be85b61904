import type { StatsMonth } from '@glouton/core/schemas';
import { deferred } from '../../../lib/deferred';

// Fetched once the Bilan is drawn (its own chunk, with uPlot).
const TrendChart = deferred(() => import('./TrendChart').then((module) => module.default));

/** Drawing needs a canvas and ResizeObserver; without them the table alone says the figures. */
const canDraw = () => typeof ResizeObserver === 'function';

/** « Tendance »: the chart and its legend (colour is never the only signal: each bar is named here). */
export function TrendSection({ months }: { months: readonly StatsMonth[] }) {
  if (!canDraw()) return null;
  return (
    <section aria-labelledby="tendance-titre" className="flex flex-col gap-2">
      <h2 id="tendance-titre" className="text-xl font-extrabold">
        Tendance
      </h2>
      <figure className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3">
        <div aria-hidden="true">
          <TrendChart months={months} />
        </div>
        <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-brand" />À gauche, les unités mangées
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-danger" />à droite, les unités jetées
          </span>
          <span className="text-muted">Les chiffres sont dans le tableau «&nbsp;Mois par mois&nbsp;».</span>
        </figcaption>
      </figure>
    </section>
  );
}
