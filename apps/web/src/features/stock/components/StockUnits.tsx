import { DATE_KIND_BEFORE_DATE, type DateKind, unitDateKind } from '@glouton/core/domain';
import type { Place, Product, StockItem } from '@glouton/core/schemas';
import { CalendarDays, CalendarPlus, PackageOpen, Snowflake, Sun, Trash2, Utensils } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { ExpiryLabel } from '../../../components/ui/ExpiryLabel';
import { formatShortDate, openedText } from '../../../lib/dates';
import { formatEuros } from '../../../lib/money';
import { placeOf, usePlaces } from '../../../lib/places';
import { usePendingStock, useStockActions } from '../hooks/useStockActions';
import { bySoonest } from '../writes/apply-pending-stock';

/**
 * The product's units in the cupboard, soonest first, each eaten or thrown away in one tap (with undo).
 * Changes made with no network show at once, marked « En attente… » until the server has them.
 */
export function StockUnits({ product, onProduct }: { product: Product; onProduct?: (product: Product) => void }) {
  const actions = useStockActions(product, onProduct);
  const pending = usePendingStock(product);
  const [adding, setAdding] = useState(false);
  const [dating, setDating] = useState<StockItem | null>(null);
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

function UnitRow({
  unit,
  dateKind,
  places,
  waiting,
  onRemove,
  onDate,
  onFreeze,
  onThaw,
  onMove,
}: {
  unit: StockItem;
  /** What its date means where it is (a frozen unit's is the freezer's, core's `unitDateKind`). */
  dateKind: DateKind;
  places: Place[] | undefined;
  waiting: boolean;
  onRemove: (kind: 'consumed' | 'discarded') => void;
  /** A unit ticked in the shop has no date: it is set here, at home. */
  onDate: () => void;
  onFreeze: () => void;
  onThaw: () => void;
  onMove: (place: Place) => void;
}) {
  const frozen = unit.frozenOn !== null && unit.thawedOn === null;
  // What each button acts on: the date, and under it the badge and the unit's state.
  const dateId = `unite-${unit.id}`;
  const stateId = `unite-${unit.id}-etat`;
  const descriptionIds = `${dateId} ${stateId}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center gap-2">
          <span id={dateId} className="min-w-0 flex-1 font-bold">
            {unit.expiresOn ? (
              <>
                {/* Core's words (« … de préférence avant le »), capitalised: the line starts with them. */}
                <span className="text-sm font-semibold text-muted">
                  {capitalised(DATE_KIND_BEFORE_DATE[dateKind])}{' '}
                </span>
                <time dateTime={unit.expiresOn}>{formatShortDate(unit.expiresOn)}</time>
              </>
            ) : (
              'Unité sans date'
            )}
          </span>
          <Button variant="ghost" className="shrink-0 px-2" aria-describedby={descriptionIds} onClick={onDate}>
            <CalendarDays aria-hidden="true" className="size-5" />
            {unit.expiresOn ? 'Changer la date' : 'Dater'}
          </Button>
        </div>
        {/* Its own line, the card's whole width: beside the button, on a 360 px phone, the badge had a third
            of it and wrapped word by word. */}
        <div id={stateId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ExpiryLabel expiresOn={unit.expiresOn} dateKind={dateKind} />
          {unit.openedOn && (
            <span className="inline-flex items-center gap-1 text-sm font-bold text-muted">
              <PackageOpen aria-hidden="true" className="size-4" />
              <time dateTime={unit.openedOn}>{openedText(unit.openedOn)}</time>
            </span>
          )}
          {unit.priceCents !== null && (
            <span className="text-sm font-bold text-muted">{formatEuros(unit.priceCents)}</span>
          )}
          {waiting && <span className="text-sm font-bold text-muted">En attente…</span>}
        </div>
        <FreezingNote unit={unit} />
        <PlaceChoice unit={unit} frozen={frozen} places={places} onMove={onMove} />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {frozen ? (
          <Button variant="secondary" className="col-span-2" aria-describedby={descriptionIds} onClick={onThaw}>
            <Sun aria-hidden="true" className="size-5" />
            Décongeler
          </Button>
        ) : (
          unit.thawedOn === null && (
            <Button variant="secondary" className="col-span-2" aria-describedby={descriptionIds} onClick={onFreeze}>
              <Snowflake aria-hidden="true" className="size-5" />
              Congeler
            </Button>
          )
        )}
        <Button variant="secondary" aria-describedby={descriptionIds} onClick={() => onRemove('consumed')}>
          <Utensils aria-hidden="true" className="size-5" />
          Consommé
        </Button>
        <Button variant="secondary" aria-describedby={descriptionIds} onClick={() => onRemove('discarded')}>
          <Trash2 aria-hidden="true" className="size-5" />
          Jeté
        </Button>
      </div>
    </li>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « Congelé le 21/11/2026 (DLC d’origine 22/11/2026) », « Décongelé le 23/11/2026 — ne pas recongeler ». */
function FreezingNote({ unit }: { unit: StockItem }) {
  if (unit.frozenOn === null) return null;
  if (unit.thawedOn !== null) {
    return (
      <p className="text-sm font-bold text-muted">Décongelé le {formatShortDate(unit.thawedOn)} — ne pas recongeler</p>
    );
  }
  const original = unit.originalExpiresOn ? ` (date d’origine ${formatShortDate(unit.originalExpiresOn)})` : '';
  return (
    <p className="flex items-center gap-1 text-sm font-bold text-muted">
      <Snowflake aria-hidden="true" className="size-4 shrink-0" />
      Congelé le {formatShortDate(unit.frozenOn)}
      {original}
    </p>
  );
}

/**
 * Where the unit is, and where else it may go in one choice: the household's places on its side of the
 * freezer door (into or out of a freezer is « Congeler » or « Décongeler », which change its date).
 */
function PlaceChoice({
  unit,
  frozen,
  places,
  onMove,
}: {
  unit: StockItem;
  frozen: boolean;
  places: Place[] | undefined;
  onMove: (place: Place) => void;
}) {
  const here = placeOf(places, unit.placeId);
  if (!places || !here) return null;
  const choices = places.filter((place) => (place.kind === 'freezer') === frozen);
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm font-bold">
      Rangé dans
      <select
        className="min-h-11 rounded-xl border border-line bg-surface px-2"
        value={here.id}
        onChange={(event) => {
          const place = choices.find((choice) => choice.id === Number(event.target.value));
          if (place && place.id !== here.id) onMove(place);
        }}
      >
        {choices.map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
    </label>
  );
}
