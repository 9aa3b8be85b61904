import { TextField } from '../../../../components/ui/TextField';
import { RowButtons } from './RowButtons';
import type { RecipeForm } from './useRecipeForm';

interface TitleRowProps {
  form: RecipeForm;
  /** The control's path (`ingredients.3.label`, `steps.2`): where its errors show and the focus goes. */
  path: string;
  /** Registers the row's buttons (`<id>:up`, `<id>:down`). */
  id: string;
  /** « Titre de groupe 2 », « Titre de section 1 ». */
  label: string;
  hint: string;
  /** « un ingrédient », « une étape »: what the title turns back into. */
  item: string;
  text: string;
  index: number;
  count: number;
  onChange: (text: string) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onConvert: () => void;
}

/**
 * The title of the rows below it (« Pour la pâte », « Montage »), among the ingredients or the steps:
 * it moves, turns back into a line and goes like them, and reads as a title (bold, set off).
 */
export function TitleRow({ form, path, id, label, hint, item, text, index, count, ...actions }: TitleRowProps) {
  // Named by its text (« titre « Montage » »); by its number while it is empty (« titre de section 1 »).
  const what = text.trim() ? `titre «\u00a0${text.trim()}\u00a0»` : label.toLowerCase();
  return (
    <li className="flex flex-col gap-2 rounded-2xl border-l-4 border-link bg-surface p-3">
      <TextField
        ref={form.control(path)}
        label={label}
        hint={hint}
        autoComplete="off"
        className="[&_input]:font-bold"
        value={text}
        error={form.errors[path]}
        onChange={(event) => actions.onChange(event.target.value)}
      />
      <RowButtons
        form={form}
        id={id}
        index={index}
        count={count}
        labels={{ up: `Monter le ${what}`, down: `Descendre le ${what}`, remove: `Retirer le ${what}` }}
        onMove={actions.onMove}
        onRemove={actions.onRemove}
        convert={{ to: 'item', label: `Faire du ${what} ${item}`, onConvert: actions.onConvert }}
      />
    </li>
  );
}
