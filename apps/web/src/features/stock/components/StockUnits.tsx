import { unitDateKind } from '@glouton/core/domain';
import type { Product, StockItem } from '@glouton/core/schemas';
import { CalendarPlus, Snowflake } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { usePlaces } from '../../../lib/places';
import { usePendingStock, useStockActions } from '../hooks/useStockActions';
import { bySoonest } from '../writes/apply-pending-stock';
import { UnitPriceDialog } from './UnitPriceDialog';
import { UnitRow } from './UnitRow';

/**
 * The product's units in the cupboard, soonest first, each eaten or thrown away in one tap (with undo).
 * Changes made with no network show at once, marked « En attente… » until the server has them.
 */
export function StockUnits({ product, onProduct }: { product: Product; onProduct?: (product: Product) => void }) {
  const actions = useStockActions(product, onProduct);
  const pending = usePendingStock(product);
  const [adding, setAdding] = useState(false);
  const [dating, setDating] = useState<StockItem | null>(null);
  const [pricing, setPricing] = useState<StockItem | null>(null);
  // The row of an eaten unit disappears with its buttons: focus lands on the heading, not on nothing.
  const heading = useRef<HTMLHeadingElement>(null);
  const units = [...pending.product.stock].sort(bySoonest);
  const places = usePlaces().data;
  // From the digest's « À congeler aujourd’hui ? » (decision 0062): the unit it named, one tap away.
  const [search] = useSearchParams();
  const toFreeze = units.find((unit) => String(unit.id) === search.get('congeler') && unit.frozenOn === null);
  return (
    <section aria-labelledby="unites-titre" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={heading} id="unites-titre" tabIndex={-1} className="text-xl font-extrabold outline-none">
          Dans le placard ({units.length})
        </h2>
        <Button onClick={() => setAdding(true)}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Ajouter des unités
        </Button>
      </div>
      <p role="status" className={pending.pendingCount > 0 ? 'font-bold' : 'sr-only'}>
        {pending.pendingCount > 0 && waitingMessage(pending.pendingCount)}
      </p>
      {toFreeze && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-link bg-surface p-3">
          <p className="font-bold">À congeler aujourd’hui&nbsp;?</p>
          <Button onClick={() => actions.freeze(toFreeze)}>
            <Snowflake aria-hidden="true" className="size-5" />
            Congeler
          </Button>
        </div>
      )}
      {units.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-muted">
          Plus aucune unité. Ajoutez-en quand vous en rachetez, ou mettez-le sur la liste de courses.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {units.map((unit) => (
            <UnitRow
              key={unit.id}
              unit={unit}
              dateKind={unitDateKind(product.dateKind, unit)}
              places={places}
              waiting={pending.pendingIds.has(unit.id)}
              onRemove={(kind) => actions.remove(kind, unit, () => heading.current?.focus())}
              onDate={() => setDating(unit)}
              onPrice={() => setPricing(unit)}
              onFreeze={() => actions.freeze(unit)}
              onThaw={() => actions.thaw(unit)}
              onMove={(place) => actions.move(unit, place.id, place.name)}
            />
          ))}
        </ul>
      )}
      <ExpiryDateDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Ajouter des unités"
        withCount
        withPrice
        onChoose={(expiresOn, count, priceCents) => {
          setAdding(false);
          actions.addUnits(expiresOn, count, priceCents);
        }}
      />
      <UnitPriceDialog
        unit={pricing}
        onClose={() => setPricing(null)}
        onSave={(unit, priceCents) => {
          setPricing(null);
          if (priceCents !== unit.priceCents) actions.setPrice(unit, priceCents);
        }}
      />
      <ExpiryDateDialog
        open={dating !== null}
        onClose={() => setDating(null)}
        title="Date de l’unité"
        onChoose={(expiresOn) => {
          if (dating) actions.setDate(dating, expiresOn);
          setDating(null);
        }}
      />
    </section>
  );
}

function waitingMessage(count: number): string {
  const changes = count > 1 ? `${count} modifications` : '1 modification';
  return `${changes} du placard en attente d’envoi. Nouvel essai dès que le réseau revient.`;
}
