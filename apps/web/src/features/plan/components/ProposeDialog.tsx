import { isMealAhead } from '@glouton/core/domain';
import type { PlanWeek } from '@glouton/core/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { type SlotRef, useProposeWeek } from '../api/plan';
import { dayTitle, MEAL_WORDS, planErrorMessage } from '../plan-words';

interface ProposeDialogProps {
  week: PlanWeek;
  onClose: () => void;
  /** The week as proposed: the screen shows each new slot's reason. */
  onProposed: (week: PlanWeek) => void;
}

const keyOf = (slot: SlotRef) => `${slot.date}/${slot.meal}`;

/**
 * « Proposer ma semaine »: the person ticks the empty meals to fill (all of them at first); Glouton
 * fills them with the recipes that use the most soon-expiring stock, and says why.
 */
export function ProposeDialog({ week, onClose, onProposed }: ProposeDialogProps) {
  // Meals whose time has passed (the household's meal times, Paris time) are not offered: they are eaten,
  // and would take the best recipes from the meals ahead. Read once, when the dialog opens.
  const [now] = useState(() => new Date());
  const ahead = week.days.flatMap((day) =>
    day.slots
      .filter((slot) => isMealAhead(day.date, slot.meal, week, now))
      .map((slot) => ({
        date: day.date,
        meal: slot.meal,
        free: slot.recipeId === null && slot.note === null && slot.productId === null,
      })),
  );
  const empty: SlotRef[] = ahead.filter((slot) => slot.free).map(({ date, meal }) => ({ date, meal }));
  const [chosen, setChosen] = useState(() => new Set(empty.map(keyOf)));
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeWeek();

  const toggle = (key: string) =>
    setChosen((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const submit = () => {
    const slots = empty.filter((slot) => chosen.has(keyOf(slot)));
    if (slots.length === 0) return setError('Cochez au moins un repas à remplir.');
    setError(null);
    propose.mutate(
      { week: week.week, slots },
      { onSuccess: (answer) => onProposed(answer), onError: (cause) => setError(planErrorMessage(cause)) },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Proposer ma semaine"
      description="Les recettes qui utilisent d’abord ce qui expire bientôt, sans compter deux fois le même produit."
    >
      {empty.length === 0 ? (
        <p>
          {ahead.length === 0
            ? 'Cette semaine est passée\u00a0: rien à proposer.'
            : 'Tous les repas à venir de la semaine sont déjà prévus.'}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
            <legend className="mb-2 font-bold">Repas à remplir</legend>
            {empty.map((slot) => (
              <label key={keyOf(slot)} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={chosen.has(keyOf(slot))}
                  onChange={() => toggle(keyOf(slot))}
                />
                {dayTitle(slot.date)}, {MEAL_WORDS[slot.meal].toLowerCase()}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="font-bold text-danger">
              {error}
            </p>
          )}
          <Button onClick={submit} disabled={propose.isPending}>
            Proposer
          </Button>
        </div>
      )}
    </Dialog>
  );
}
