import { LIST_QUANTITY_MAX } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { Check, Circle, Minus, Plus, Trash2 } from 'lucide-react';
import { cx } from '../../../components/ui/cx';
import type { ShoppingListActions } from '../hooks/useShoppingList';

interface ItemRowProps {
  item: ShoppingListItem;
  pending: boolean;
  /** Shop mode: bigger targets and text. */
  large: boolean;
  onCheck: (item: ShoppingListItem) => void;
  actions: ShoppingListActions;
}

const iconButton = (large: boolean) =>
  cx(
    'inline-flex shrink-0 items-center justify-center rounded-xl hover:bg-line/40 disabled:opacity-40',
    large ? 'size-14' : 'size-11',
  );

/** One line: check it, change how many, remove it. Every button says which line it acts on. */
export function ItemRow({ item, pending, large, onCheck, actions }: ItemRowProps) {
  const checked = item.checkedAt !== null;
  return (
    <li className={cx('flex items-center gap-1 rounded-xl bg-surface px-1 py-1', large && 'py-2 text-lg')}>
      <button
        type="button"
        aria-label={checked ? `Décocher ${item.label}` : `Cocher ${item.label}`}
        className={iconButton(large)}
        onClick={() => (checked ? actions.uncheck(item) : onCheck(item))}
      >
        {checked ? (
          <Check aria-hidden="true" className="size-6 text-link" />
        ) : (
          <Circle aria-hidden="true" className="size-6 text-muted" />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <span className={cx('block break-words font-bold', checked && 'text-muted line-through')}>{item.label}</span>
        {pending && <span className="block text-sm text-muted">En attente…</span>}
      </div>
      {!checked && (
        <div className="flex items-center">
          <button
            type="button"
            aria-label={`Diminuer la quantité de ${item.label}`}
            className={iconButton(large)}
            disabled={item.quantity <= 1}
            onClick={() => actions.setQuantity(item, item.quantity - 1)}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <span className="min-w-6 text-center font-extrabold">
            <span className="sr-only">Quantité : </span>
            {item.quantity}
          </span>
          <button
            type="button"
            aria-label={`Augmenter la quantité de ${item.label}`}
            className={iconButton(large)}
            disabled={item.quantity >= LIST_QUANTITY_MAX}
            onClick={() => actions.setQuantity(item, item.quantity + 1)}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      {checked && <span className="px-2 font-bold text-muted">× {item.quantity}</span>}
      <button
        type="button"
        aria-label={`Retirer ${item.label} de la liste`}
        className={iconButton(large)}
        onClick={() => actions.remove(item)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
