import type { PlanDay, PlanSlot, PlanWeek } from '@glouton/core/schemas';
import { ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { LoadingRegion, Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/Toast';
import { viewOf } from '../../../lib/query-view';
import { todayCalendarDate } from '../../../lib/today';
import { type SlotRef, useMoveSlot, usePlanWeek } from '../api/plan';
import { useWeekParam } from '../hooks/useWeekParam';
import { dayTitle, planErrorMessage, slotWords, weekSpan } from '../plan-words';
import { ProposeDialog } from './ProposeDialog';
import { SlotCard } from './SlotCard';
import { SlotSheet } from './SlotSheet';
import { WeekShoppingButton } from './WeekShoppingButton';

type Open = { kind: 'edit' | 'cook'; slot: SlotRef; current: PlanSlot } | { kind: 'propose' } | null;

const keyOf = (slot: SlotRef) => `${slot.date}/${slot.meal}`;

/** What the screen hands the cook sheet it is given (the recipes feature's, composed by the route). */
export interface PlanCookSheetProps {
  recipeId: number;
  servings: number | null;
  slot: SlotRef;
  onClose: () => void;
}

/**
 * « Semaine »: the household's plan, Monday to Sunday, a lunch and a dinner each, shared and live
 * between members (decision 0046). Week by week; propose, fill, move, cook, and shop for it. This week
 * opens on today: the days gone by fold away above it (decision 0057). `staples` is the recipes'
 * « Toujours à la maison », which the week's shopping leaves out (composed by the route).
 */
export function PlanScreen({
  cookSheet,
  staples,
}: {
  cookSheet: (props: PlanCookSheetProps) => ReactNode;
  staples?: ReactNode;
}) {
  const { week, move, thisWeek } = useWeekParam();
  const query = usePlanWeek(week);
  const view = viewOf(query);
  const toast = useToast();
  const moveSlot = useMoveSlot();
  const [open, setOpen] = useState<Open>(null);
  const [moving, setMoving] = useState<SlotRef | null>(null);
  // The reasons of the last proposal, shown until the week changes.
  const [reasons, setReasons] = useState<{ week: string; byKey: Map<string, string> } | null>(null);

  const moveTo = (from: SlotRef, to: SlotRef) => {
    setMoving(null);
    moveSlot.mutate(
      { from, to },
      {
        onSuccess: () => toast.show({ message: `Déplacé au ${slotWords(to.date, to.meal)}.` }),
        onError: (cause) => toast.show({ message: planErrorMessage(cause) }),
      },
    );
  };

  const onProposed = (answer: PlanWeek) => {
    const byKey = new Map<string, string>();
    for (const day of answer.days) {
      for (const slot of day.slots) if (slot.reason !== undefined) byKey.set(`${day.date}/${slot.meal}`, slot.reason);
    }
    setReasons({ week: answer.week, byKey });
    setOpen(null);
    toast.show({
      message:
        byKey.size > 0
          ? `${byKey.size} ${byKey.size > 1 ? 'repas proposés' : 'repas proposé'}.`
          : 'Aucune recette à proposer\u00a0: ajoutez des recettes d’abord.',
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Semaines" className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label="Semaine précédente"
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="text-center font-bold">
          {week === thisWeek ? 'Cette semaine' : `Semaine ${Number(week.slice(6))}`}
          <span className="block text-sm font-normal text-muted">{weekSpan(week)}</span>
        </p>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label="Semaine suivante"
          className={buttonClasses('secondary', 'size-11 px-0')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </nav>

      {view.show === 'loading' && (
        <LoadingRegion label="Chargement de la semaine">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </LoadingRegion>
      )}
      {view.show === 'offline' && <OfflineEmpty missing="Cette semaine n’a pas encore été chargée sur cet appareil." />}
      {view.show === 'error' && (
        <RetryAlert
          what="La semaine n’a pas pu être chargée."
          message={view.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {view.show === 'data' && (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => setOpen({ kind: 'propose' })}>
              <Sparkles aria-hidden="true" className="size-4" />
              Proposer ma semaine
            </Button>
            <WeekShoppingButton week={view.data.week} />
          </div>
          {staples}
          {moving && (
            <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand/10 p-3">
              <span>Choisissez le repas où mettre celui du {slotWords(moving.date, moving.meal)}.</span>
              <Button variant="secondary" onClick={() => setMoving(null)}>
                Annuler le déplacement
              </Button>
            </div>
          )}
          <WeekDays
            days={view.data.days}
            day={(day) => (
              <li key={day.date} className="flex flex-col gap-2">
                <h2 className="text-lg font-bold">{dayTitle(day.date)}</h2>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {day.slots.map((slot) => {
                    const ref = { date: day.date, meal: slot.meal };
                    return (
                      <SlotCard
                        key={slot.meal}
                        date={day.date}
                        slot={slot}
                        reason={reasons?.week === view.data.week ? reasons.byKey.get(keyOf(ref)) : undefined}
                        moving={moving}
                        onEdit={() => setOpen({ kind: 'edit', slot: ref, current: slot })}
                        onStartMove={() => setMoving(ref)}
                        onMoveHere={(from) => moveTo(from, ref)}
                        onCook={() => setOpen({ kind: 'cook', slot: ref, current: slot })}
                      />
                    );
                  })}
                </ul>
              </li>
            )}
          />
          {open?.kind === 'propose' && (
            <ProposeDialog week={view.data} onClose={() => setOpen(null)} onProposed={onProposed} />
          )}
        </>
      )}
      {open?.kind === 'edit' && <SlotSheet slot={open.slot} current={open.current} onClose={() => setOpen(null)} />}
      {open?.kind === 'cook' &&
        open.current.recipeId !== null &&
        cookSheet({
          recipeId: open.current.recipeId,
          servings: open.current.servings,
          slot: open.slot,
          onClose: () => setOpen(null),
        })}
    </div>
  );
}

/**
 * The week's days. In the week holding today, the days gone by fold into a disclosure above today, so
 * that the screen opens on today (on a Saturday, Monday to Friday are one line); other weeks show whole.
 */
function WeekDays({ days, day }: { days: PlanDay[]; day: (day: PlanDay) => ReactNode }) {
  const today = todayCalendarDate();
  const holdsToday = days.some((each) => each.date === today);
  const past = holdsToday ? days.filter((each) => each.date < today) : [];
  const ahead = holdsToday ? days.filter((each) => each.date >= today) : days;
  return (
    <>
      {past.length > 0 && (
        <details className="rounded-xl border border-line p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-bold">
            {past.length > 1 ? `Les ${past.length}\u00a0jours passés` : 'Le jour passé'} (
            {dayTitle(past[0]?.date as string)}
            {past.length > 1 && ` – ${dayTitle(past[past.length - 1]?.date as string)}`})
          </summary>
          <ol aria-label="Jours passés" className="flex flex-col gap-4 pt-2">
            {past.map(day)}
          </ol>
        </details>
      )}
      <ol aria-label="Jours de la semaine" className="flex flex-col gap-4">
        {ahead.map(day)}
      </ol>
    </>
  );
}
