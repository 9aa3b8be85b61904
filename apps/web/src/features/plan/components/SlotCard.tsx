import type { PlanSlot } from '@glouton/core/schemas';
import { Check, ChefHat, MoveRight, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { servingsText } from '../../../components/ui/ServingsStepper';
import type { SlotRef } from '../api/plan';
import { dayTitle, MEAL_WORDS } from '../plan-words';

interface SlotCardProps {
  date: string;
  slot: PlanSlot;
  /** Why « Proposer ma semaine » chose it (just after a proposal). */
  reason: string | undefined;
  /** A slot being moved: every other slot offers « Mettre ici ». */
  moving: SlotRef | null;
  onEdit: () => void;
  onStartMove: () => void;
  onMoveHere: (from: SlotRef) => void;
  onCook: () => void;
}

const DRAG_TYPE = 'application/x-glouton-slot';

/**
 * One meal of the plan: its recipe and servings, a note, or nothing. Taps: « Modifier » (or « Ajouter »),
 * « Déplacer » then « Mettre ici » on another slot, « J'ai cuisiné ». With a mouse, a filled slot can
 * also be dragged onto another one (a swap, as « Déplacer »).
 */
export function SlotCard({ date, slot, reason, moving, onEdit, onStartMove, onMoveHere, onCook }: SlotCardProps) {
  const [over, setOver] = useState(false);
  const filled = slot.recipeId !== null || slot.note !== null || slot.productId !== null;
  const isMoving = moving?.date === date && moving.meal === slot.meal;
  const label = `${MEAL_WORDS[slot.meal]}`;
  return (
    <li
      // Heard by a screen reader: « Déjeuner du mercredi 11 juin », never the ISO date.
      aria-label={`${label} du ${dayTitle(date).toLowerCase()}`}
      data-slot={`${date}/${slot.meal}`}
      draggable={filled && moving === null}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ date, meal: slot.meal }));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const data = event.dataTransfer.getData(DRAG_TYPE);
        if (!data) return;
        event.preventDefault();
        const from = JSON.parse(data) as SlotRef;
        if (from.date !== date || from.meal !== slot.meal) onMoveHere(from);
      }}
      className={cx(
        'flex flex-col gap-2 rounded-xl border p-3',
        over || isMoving ? 'border-brand bg-brand/10' : 'border-line bg-surface',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-sm font-bold uppercase tracking-wide text-muted">{label}</span>
        {slot.cookedAt !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand/15 px-2 py-0.5 text-sm font-bold text-link">
            <Check aria-hidden="true" className="size-4" />
            Cuisiné
          </span>
        )}
      </div>
      {slot.recipeId !== null ? (
        <p className="min-w-0 break-words">
          <span className="font-bold">{slot.recipeName}</span>
          {slot.servings !== null && <span className="text-muted"> · {servingsText(slot.servings)}</span>}
        </p>
      ) : slot.productId !== null ? (
        // Leftovers to finish (decision 0062): their product's page, where they are eaten or frozen.
        <p className="min-w-0 break-words">
          <Link to={`/product/${slot.productId}`} className="font-bold">
            {slot.productName}
          </Link>
        </p>
      ) : slot.note !== null ? (
        <p className="min-w-0 break-words italic">{slot.note}</p>
      ) : (
        <p className="text-muted">Rien de prévu</p>
      )}
      {reason !== undefined && <p className="text-sm text-muted">{`Proposé\u00a0: ${reason}`}</p>}
      <div className="flex flex-wrap gap-2">
        {moving !== null && !isMoving ? (
          <button type="button" onClick={() => onMoveHere(moving)} className={buttonClasses('primary', 'min-h-11')}>
            <MoveRight aria-hidden="true" className="size-4" />
            Mettre ici
          </button>
        ) : moving === null ? (
          <>
            <button type="button" onClick={onEdit} className={buttonClasses('secondary', 'min-h-11')}>
              {filled ? (
                <Pencil aria-hidden="true" className="size-4" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
              {filled ? 'Modifier' : 'Ajouter'}
              <span className="sr-only"> le {label.toLowerCase()}</span>
            </button>
            {filled && (
              <button type="button" onClick={onStartMove} className={buttonClasses('ghost', 'min-h-11')}>
                Déplacer
              </button>
            )}
            {slot.recipeId !== null && slot.cookedAt === null && (
              <button type="button" onClick={onCook} className={buttonClasses('ghost', 'min-h-11')}>
                <ChefHat aria-hidden="true" className="size-4" />
                J’ai cuisiné
              </button>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}
