import { Link2 } from 'lucide-react';
import { ProductImage } from '../../../../components/ui/ProductImage';
import { TextField } from '../../../../components/ui/TextField';
import type { IngredientValue } from '../../recipe-form';
import { RowButtons } from './RowButtons';
import type { RecipeForm } from './useRecipeForm';

interface IngredientRowProps {
  form: RecipeForm;
  ingredient: IngredientValue;
  /** The row's place in the list (titles included): its fields' paths. */
  index: number;
  /** Its number among the ingredients (« Ingrédient 3 »), titles aside. */
  n: number;
  count: number;
  onChange: (change: Partial<IngredientValue>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Makes the line the title of the group of lines below it (an import took « Pour la pâte » for a line). */
  onMakeTitle: () => void;
}

/** One ingredient: its line and quantity (editable), and the product it is linked to, if any. */
export function IngredientRow({
  form,
  ingredient,
  index,
  n,
  count,
  onChange,
  onMove,
  onRemove,
  onMakeTitle,
}: IngredientRowProps) {
  // Named by the line as written; by its number while the line is empty.
  const name = ingredient.label.trim() || `l’ingrédient ${n}`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3">
      {ingredient.productId !== null && (
        <div className="flex items-center gap-2 text-sm">
          {ingredient.product && (
            <ProductImage
              imageUrl={ingredient.product.imageUrl}
              categoryId={ingredient.product.categoryId}
              className="size-10"
            />
          )}
          <Link2 aria-hidden="true" className="size-4 shrink-0 text-link" />
          <span className="min-w-0 wrap-anywhere">
            Lié au produit du placard
            {ingredient.product && <strong className="font-bold"> «&nbsp;{ingredient.product.name}&nbsp;»</strong>}
          </span>
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-2">
        <TextField
          ref={form.control(`ingredients.${index}.label`)}
          label={`Ingrédient ${n}`}
          required
          autoComplete="off"
          value={ingredient.label}
          error={form.errors[`ingredients.${index}.label`]}
          onChange={(event) => onChange({ label: event.target.value })}
        />
        <TextField
          ref={form.control(`ingredients.${index}.quantity`)}
          label="Quantité"
          aria-label={`Quantité de l’ingrédient ${n}`}
          placeholder="200 g"
          autoComplete="off"
          value={ingredient.quantity}
          error={form.errors[`ingredients.${index}.quantity`]}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </div>
      <RowButtons
        form={form}
        id={`ingredient:${ingredient.key}`}
        index={index}
        count={count}
        labels={{ up: `Monter ${name}`, down: `Descendre ${name}`, remove: `Retirer ${name}` }}
        onMove={onMove}
        onRemove={onRemove}
        convert={{ to: 'title', label: `Faire de ${name} un titre de groupe`, onConvert: onMakeTitle }}
      />
    </li>
  );
}
