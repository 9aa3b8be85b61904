import type { Ref } from 'react';
import { QUICK_DATES, type QuickDateId } from '../../lib/quick-dates';
import { Button } from './Button';

interface QuickDateButtonsProps {
  onChoose: (id: QuickDateId) => void;
  /** The first button, to take the focus when a dialog opens. */
  firstRef?: Ref<HTMLButtonElement>;
  /** Names the group for screen readers ("Date de péremption"). */
  label: string;
}

/** +3 jours · +1 semaine · +1 mois · Sans date — one tap each. */
export function QuickDateButtons({ onChoose, firstRef, label }: QuickDateButtonsProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">{label}</legend>
      {QUICK_DATES.map((quick, index) => (
        <Button
          key={quick.id}
          ref={index === 0 ? firstRef : undefined}
          variant="secondary"
          title={quick.description}
          onClick={() => onChoose(quick.id)}
        >
          {quick.label}
        </Button>
      ))}
    </fieldset>
  );
}
