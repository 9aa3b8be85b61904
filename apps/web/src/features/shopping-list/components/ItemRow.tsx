import { LIST_QUANTITY_MAX } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { Check, Circle, Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../components/ui/cx';
import { memberName } from '../../../lib/members';
import type { ShoppingListActions } from '../hooks/useShoppingList';

interface ItemRowProps {
  item: ShoppingListItem;
  pending: boolean;
  /** Shop mode: bigger targets and text, the name on a line of its own. */
  large: boolean;
  onCheck: (item: ShoppingListItem) => void;
  onRemove: (item: ShoppingListItem) => void;
  actions: ShoppingListActions;
  /** Who is looking, when the line says who added it (several members); null: it does not. */
  you: number | null;
}

const iconButton = (large: boolean) =>
  cx(
    'inline-flex shrink-0 items-center justify-center rounded-xl hover:bg-line/40 disabled:opacity-40',
    large ? 'size-14' : 'size-11',
  );

/**
 * One line: tick it, change how many, remove it. Every button says which line it acts on. The tick
 * button holds the name and, through its `::after`, covers the whole row: a tap anywhere that is not
 * another button ticks the line. In shop mode the name has the row's full width (it wraps between
 * words, never inside one) and the other buttons go under it.
 */
export function ItemRow({ item, pending, large, onCheck, onRemove, actions, you }: ItemRowProps) {
  const checked = item.checkedAt !== null;
  const pendingId = useId();
  return (
    <li
      className={cx(
        'relative flex flex-wrap items-center gap-x-1 rounded-xl bg-surface px-1 py-1',
        large && 'py-2 text-lg',
      )}
    >
      <button
        type="button"
        aria-label={checked ? `Décocher ${item.label}` : `Cocher ${item.label}`}
        aria-describedby={pending ? pendingId : undefined}
        className={cx(
          'flex min-w-0 flex-1 items-center gap-1 rounded-xl text-left',
          'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
          large && 'basis-full',
        )}
        onClick={() => (checked ? actions.uncheck(item) : onCheck(item))}
      >
        <span className={iconButton(large)}>
          {checked ? (
            <Check aria-hidden="true" className="size-6 text-link" />
          ) : (
            <Circle aria-hidden="true" className="size-6 text-muted" />
          )}
        </span>
        <span className="min-w-0 flex-1 py-1">
          <span className={cx('block break-words font-bold', checked && 'text-muted line-through')}>{item.label}</span>
          {/* « 300 g · pour : Gratin (mar.) »: what the week plan needs it for, or the person's own note. */}
          {item.note !== null && <span className="block break-words text-sm font-normal">{item.note}</span>}
          {pending ? (
            <span id={pendingId} className="block text-sm font-normal text-muted">
              En attente…
            </span>
          ) : (
            you !== null && (
              <span className="block text-sm font-normal text-muted wrap-anywhere">
                ajouté par {memberName(item.addedBy, you)}
              </span>
            )
          )}
        </span>
      </button>
      {/* Above the tick button's cover, so that these stay their own targets. */}
      <div className={cx('relative flex items-center', large && 'ml-auto')}>
        {checked ? (
          <span className="px-3 font-bold text-muted">× {item.quantity}</span>
        ) : (
          <>
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
              <span className="sr-only">Quantité&nbsp;: </span>
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
            {/* The basket's lines leave the list with « Vider le panier ». */}
            <button
              type="button"
              aria-label={`Retirer ${item.label} de la liste`}
              className={iconButton(large)}
              onClick={() => onRemove(item)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
