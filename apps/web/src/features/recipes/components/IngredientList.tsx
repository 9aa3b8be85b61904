import { isExpiringSoon } from '@glouton/core/domain';
import type { RecipeIngredientProduct, SavedIngredient } from '@glouton/core/schemas';
import { AlarmClock, CircleCheck, CircleHelp, CircleX, Home, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { todayCalendarDate } from '../../../lib/today';

/**
 * A line as shown: its quantity and label, scaled to other servings on the recipe page, and where the
 * label says the amount (« 375 g » of « 375 g de farine »), set in bold like a quantity typed apart.
 */
export type ShownLine = { quantity: string | null; label: string; labelAmount?: { start: number; end: number } | null };

interface IngredientListProps {
  ingredients: SavedIngredient[];
  /** The lines as shown, one per ingredient (the recipe page's servings); as written when absent. */
  shown?: ShownLine[];
  /** The recipe page shows quantities; a card keeps to the names. */
  showQuantity?: boolean;
  className?: string;
  /** Names the list when several show on one screen (one per card). */
  label?: string;
  /**
   * The recipe page's « Lier à Lardons » on a line « à vérifier » that has a product of the same name;
   * absent on a card. `pending`: a link being saved (its buttons wait).
   */
  onLink?: ((line: SavedIngredient, product: RecipeIngredientProduct) => void) | undefined;
  pending?: boolean;
}

/**
 * The ingredients: a linked one is a link to its product with an "en stock" / "manquant" mark (icon and
 * word, not colour alone), and "expire bientôt" when its soonest unit is one the server counts in
 * `expiringSoonCount` (what this recipe saves from the bin); a free-text one is plain text, marked
 * « à la maison » when it names only staples (« Sel ») and « à vérifier » otherwise (decision 0057),
 * with « Lier à … » on the recipe page when a product has its name.
 */
export function IngredientList({
  ingredients,
  shown,
  showQuantity = false,
  className,
  label,
  onLink,
  pending = false,
}: IngredientListProps) {
  const today = todayCalendarDate();
  return (
    <ul aria-label={label} className={cx('flex flex-col', className)}>
      {ingredients.map((ingredient, index) => {
        const line = shown?.[index] ?? ingredient;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ingredients have no id; the same label can appear twice
          <li key={index} className="flex min-h-11 items-center gap-2 border-b border-line/60 py-1 last:border-b-0">
            <span className="min-w-0 flex-1 wrap-anywhere">
              {showQuantity && line.quantity && <span className="font-bold">{line.quantity} </span>}
              <IngredientName ingredient={ingredient} label={<LabelText line={line} />} />
            </span>
            {ingredient.product ? (
              <StockMark product={ingredient.product} today={today} />
            ) : (
              <FreeTextMark ingredient={ingredient} onLink={onLink} pending={pending} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function LabelText({ line }: { line: ShownLine }) {
  const at = 'labelAmount' in line ? line.labelAmount : null;
  if (!at) return line.label;
  return (
    <>
      {line.label.slice(0, at.start)}
      <span className="font-bold">{line.label.slice(at.start, at.end)}</span>
      {line.label.slice(at.end)}
    </>
  );
}

function IngredientName({ ingredient, label }: { ingredient: SavedIngredient; label: ReactNode }) {
  if (ingredient.productId === null) return <span>{label}</span>;
  return (
    <Link to={`/product/${ingredient.productId}`} className="inline-flex min-h-11 items-center font-semibold">
      {label}
    </Link>
  );
}

/** Core's rule, the same one the server counts `expiringSoonCount` with. */
function expiresSoon(product: RecipeIngredientProduct, today: string): boolean {
  return product.inStock && isExpiringSoon(product.closestExpirationDate, today);
}

function StockMark({ product, today }: { product: RecipeIngredientProduct; today: string }) {
  const { inStock } = product;
  if (expiresSoon(product, today)) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-danger">
        <AlarmClock aria-hidden="true" className="size-4" />
        expire bientôt
      </span>
    );
  }
  const Icon = inStock ? CircleCheck : CircleX;
  return (
    <span
      className={cx('inline-flex shrink-0 items-center gap-1 text-sm font-bold', inStock ? 'text-link' : 'text-danger')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {inStock ? 'en stock' : 'manquant'}
    </span>
  );
}

/** « à la maison » (a staple), or « à vérifier » with, on the recipe page, « Lier à Lardons ». */
function FreeTextMark({
  ingredient,
  onLink,
  pending,
}: {
  ingredient: SavedIngredient;
  onLink: IngredientListProps['onLink'];
  pending: boolean;
}) {
  if (ingredient.atHome) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
        <Home aria-hidden="true" className="size-4" />à la maison
      </span>
    );
  }
  const product = ingredient.suggestedProduct;
  return (
    <span className="flex shrink-0 flex-col items-end">
      <span className="inline-flex items-center gap-1 text-sm font-bold text-fg">
        <CircleHelp aria-hidden="true" className="size-4" />à vérifier
      </span>
      {product && onLink && (
        <button
          type="button"
          disabled={pending}
          onClick={() => onLink(ingredient, product)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-link"
        >
          <Link2 aria-hidden="true" className="size-4" />
          Lier à {product.name}
        </button>
      )}
    </span>
  );
}
