import { isToFreeze, unitDateKind } from '@glouton/core/domain';
import type { Product, StockItem } from '@glouton/core/schemas';
import { Snowflake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { todayCalendarDate } from '../../../lib/today';
import { useStockActions } from '../hooks/useStockActions';

/** The units of these products offered « À congeler aujourd’hui ? » (core's `isToFreeze`), per product. */
export function unitsToFreeze(products: readonly Product[], today = todayCalendarDate()) {
  return products.flatMap((product) => {
    const units = product.stock.filter((unit) =>
      isToFreeze(
        { ...unit, dateKind: unitDateKind(product.dateKind, unit) },
        product.categoryId,
        today,
        product.leftoverRecipeId !== null,
      ),
    );
    return units.length > 0 ? [{ product, units }] : [];
  });
}

/**
 * Home's « À congeler aujourd’hui ? » (decision 0062): a DLC of today or tomorrow that freezes well,
 * frozen in one tap (with the undo toast every cupboard change has). Nothing to show: no section.
 */
export function FreezeToday({ products }: { products: readonly Product[] }) {
  const offers = unitsToFreeze(products);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="a-congeler" className="flex flex-col gap-3">
      <h2 id="a-congeler" className="text-xl font-extrabold">
        À congeler aujourd’hui&nbsp;?
      </h2>
      <p className="text-muted">Pas mangé d’ici sa date&nbsp;? Au congélateur, il se garde des mois.</p>
      <ul className="flex flex-col gap-2">
        {offers.map(({ product, units }) => (
          <FreezeRow key={product.id} product={product} unit={units[0] as StockItem} count={units.length} />
        ))}
      </ul>
    </section>
  );
}

function FreezeRow({ product, unit, count }: { product: Product; unit: StockItem; count: number }) {
  const actions = useStockActions(product);
  const today = todayCalendarDate();
  const when = unit.expiresOn === today ? 'DLC aujourd’hui' : 'DLC demain';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-3">
      <span className="min-w-0 flex-1">
        <Link to={`/product/${product.id}`} className="font-bold wrap-anywhere">
          {product.name}
        </Link>
        <span className="block text-sm text-muted">
          {when}
          {count > 1 ? ` · ${count} unités` : ''}
        </span>
      </span>
      <Button variant="secondary" onClick={() => actions.freeze(unit)} aria-label={`Congeler ${product.name}`}>
        <Snowflake aria-hidden="true" className="size-5" />
        Congeler
      </Button>
    </li>
  );
}
