import { CATEGORIES } from '@glouton/core/domain';
import type { ShoppingListItem } from '@glouton/core/schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { CategoryIcon } from '../../../components/ui/CategoryIcon';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { ShoppingListActions } from '../hooks/useShoppingList';
import { ItemRow } from './ItemRow';

interface SectionProps {
  items: readonly ShoppingListItem[];
  pendingIds: ReadonlySet<number>;
  large: boolean;
  onCheck: (item: ShoppingListItem) => void;
  onRemove: (item: ShoppingListItem) => void;
  actions: ShoppingListActions;
  you: number | null;
}

/** The lines still to buy, by aisle: the categories in their fixed order, empty ones left out. */
export function ToBuySection({ items, ...row }: SectionProps) {
  const groups = CATEGORIES.map((category) => ({
    category,
    lines: items.filter((item) => item.categoryId === category.id),
  })).filter((group) => group.lines.length > 0);
  return (
    <section aria-labelledby="a-acheter" className="flex flex-col gap-3">
      <h2 id="a-acheter" className="text-xl font-extrabold">
        À acheter
      </h2>
      {groups.length === 0 && <p className="text-muted">Tout est dans le panier.</p>}
      {groups.map(({ category, lines }) => (
        <section key={category.id} aria-labelledby={`rayon-${category.id}`} data-testid="aisle">
          <h3 id={`rayon-${category.id}`} className="mb-1 flex items-center gap-2 font-extrabold text-muted">
            <CategoryIcon categoryId={category.id} className="size-5" />
            {category.name}
          </h3>
          <ul className="flex flex-col gap-1">
            {lines.map((item) => (
              <ItemRow key={item.id} item={item} pending={row.pendingIds.has(item.id)} {...row} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** What is already in the trolley; "Vider le panier" takes those lines off the list, after a confirm. */
export function InCartSection({ items, ...row }: SectionProps) {
  const [confirming, setConfirming] = useState(false);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="dans-le-panier" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dans-le-panier" className="text-xl font-extrabold">
          Dans le panier
        </h2>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Vider le panier
        </Button>
      </div>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} pending={row.pendingIds.has(item.id)} {...row} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title="Vider le panier&nbsp;?"
        message={`${items.length > 1 ? `Les ${items.length} articles cochés quittent` : 'L’article coché quitte'} la liste. Ce qui est déjà rangé reste dans vos produits.`}
        confirmLabel="Vider le panier"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          row.actions.clearChecked();
          setConfirming(false);
        }}
      />
    </section>
  );
}
