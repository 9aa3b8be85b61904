import { ArrowDown, ArrowUp, Heading, List, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import type { RecipeForm } from './useRecipeForm';

interface RowButtonsProps {
  form: RecipeForm;
  /** Registers the buttons (`<id>:up`, `<id>:down`) so the focus can follow a moved row. */
  id: string;
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Turns the row into a title (`to: 'title'`) or a title back into a line or a step (`to: 'item'`). */
  convert?: { to: 'title' | 'item'; label: string; onConvert: () => void };
}

/** Where the focus goes after a row moved: its own button, or the other one at an end of the list. */
export const focusAfterMove = (id: string, delta: -1 | 1) =>
  delta < 0 ? [`${id}:up`, `${id}:down`] : [`${id}:down`, `${id}:up`];

/** Move up, move down, turn into a title or back, remove: icon buttons, named for a screen reader, 44 px for a thumb. */
export function RowButtons({ form, id, index, count, labels, onMove, onRemove, convert }: RowButtonsProps) {
  const ConvertIcon = convert?.to === 'title' ? Heading : List;
  return (
    <div className="flex justify-end gap-1">
      <Button
        ref={form.control(`${id}:up`)}
        variant="ghost"
        className="px-2"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </Button>
      <Button
        ref={form.control(`${id}:down`)}
        variant="ghost"
        className="px-2"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </Button>
      {convert && (
        <Button variant="ghost" className="px-2" aria-label={convert.label} onClick={convert.onConvert}>
          <ConvertIcon aria-hidden="true" className="size-5" />
        </Button>
      )}
      <Button variant="ghost" className="px-2 text-danger" aria-label={labels.remove} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
