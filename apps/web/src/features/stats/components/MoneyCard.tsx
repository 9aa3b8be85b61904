import type { StatsMonth } from '@glouton/core/schemas';
import { formatEuros } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import { type MonthColumn, MonthsTable } from './MonthsTable';

/** « 3 produits sans prix »: what the euros do not cover, said rather than hidden. */
const unpriced = (count: number) => `${count}\u00a0${plural(count, 'produit', 'produits')} sans prix`;

/**
 * « En euros » (decision 0070): over the span, what was saved (units eaten in time), thrown away and
 * spent, each saying how many units had no price, and the totals of the till receipts added to the
 * cupboard; then month by month. Prices are those noted when
 * units were added; none is guessed.
 */
export function MoneyCard({ months }: { months: readonly StatsMonth[] }) {
  const sum = (pick: (month: StatsMonth) => number) => months.reduce((total, month) => total + pick(month), 0);
  const saved = sum((month) => month.savedCents);
  const discarded = sum((month) => month.discardedCents);
  const spent = sum((month) => month.spentCents);
  const unpricedOut = sum((month) => month.unpricedUnits);
  const unpricedIn = sum((month) => month.unpricedAdded);
  const receipts = sum((month) => month.receipts);
  const receiptsCents = sum((month) => month.receiptsCents);
  return (
    <section aria-labelledby="euros-titre" className="flex flex-col gap-2">
      <h2 id="euros-titre" className="text-xl font-extrabold">
        En euros
      </h2>
      {saved + discarded + spent + receiptsCents === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-3">
          Aucun prix noté sur cette période. Indiquez le prix en ajoutant des unités («&nbsp;Prix (€)&nbsp;»)&nbsp;: le
          bilan dira ce que vous avez sauvé et jeté en euros.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Figure label="€ sauvés" value={formatEuros(saved)} detail="mangés à temps" />
            <Figure label="€ jetés" value={formatEuros(discarded)} />
            <Figure
              className="col-span-2"
              label="Dépensé"
              value={formatEuros(spent)}
              detail={unpricedIn > 0 ? `${unpriced(unpricedIn)} ajoutés, non comptés` : undefined}
            />
            {receipts > 0 && (
              // What the tills printed, discounts included: the units' prices alone may differ from it.
              <Figure
                className="col-span-2"
                label="Tickets de caisse"
                value={formatEuros(receiptsCents)}
                detail={`${receipts}\u00a0${plural(receipts, 'ticket ajouté', 'tickets ajoutés')} au placard`}
              />
            )}
          </dl>
          {unpricedOut > 0 && (
            <p className="text-sm text-muted">
              {unpriced(unpricedOut)} parmi les mangés et jetés&nbsp;: ils ne sont pas comptés en euros.
            </p>
          )}
          <MonthMoney months={months} />
        </>
      )}
    </section>
  );
}

const MONEY_COLUMNS: readonly MonthColumn[] = [
  { key: 'saved', heading: 'Sauvés', cell: (month) => formatEuros(month.savedCents) },
  { key: 'discarded', heading: 'Jetés', cell: (month) => formatEuros(month.discardedCents) },
  { key: 'spent', heading: 'Dépensé', cell: (month) => formatEuros(month.spentCents) },
];

function MonthMoney({ months }: { months: readonly StatsMonth[] }) {
  return (
    <MonthsTable
      caption={<caption className="sr-only">En euros, mois par mois</caption>}
      months={months}
      columns={MONEY_COLUMNS}
    />
  );
}

interface FigureProps {
  label: string;
  value: string;
  detail?: string | undefined;
  className?: string;
}

function Figure({ label, value, detail, className = '' }: FigureProps) {
  return (
    <div className={`flex flex-col gap-0.5 rounded-2xl border border-line bg-surface px-4 py-3 ${className}`}>
      <dt className="font-bold text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
      {detail && <dd className="text-sm text-muted">{detail}</dd>}
    </div>
  );
}
