import type { Product, StockItem } from '@glouton/core/schemas';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { usePendingStock, useStockActions } from '../hooks/useStockActions';

/**
 * Home's « Dates à vérifier » (decision 0072): the products with units put in the cupboard without a
 * date nobody chose (a receipt's line, a list line ticked in the shop). « Ajouter la date » opens the
 * date sheet (with « Lire la date ») for one of them; dated or « Sans date », it leaves the list. None:
 * no section.
 */
export function DatesToCheck({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="dates-a-verifier" className="flex flex-col gap-3">
      <h2 id="dates-a-verifier" className="text-xl font-extrabold">
        Dates à vérifier
      </h2>
      <p className="text-muted">Ajoutés sans leur date&nbsp;: la date sur l’emballage les fera passer en priorité.</p>
      <ul className="flex flex-col gap-2">
        {products.map((product) => (
          <ToDateRow key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}

function ToDateRow({ product }: { product: Product }) {
  // As its queued changes will leave it: a unit just dated is no longer asked for, even offline.
  const { product: shown } = usePendingStock(product);
  const actions = useStockActions(product);
  const [dating, setDating] = useState<StockItem | null>(null);
  const units = shown.stock.filter((unit) => unit.dateToCheck);
  if (units.length === 0 && dating === null) return null;
  const first = units[0];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-3">
      <span className="min-w-0 flex-1">
        <Link to={`/product/${product.id}`} className="font-bold wrap-anywhere">
          {product.name}
        </Link>
        <span className="block text-sm text-muted">
          {units.length > 1 ? `${units.length} unités sans date` : '1 unité sans date'}
        </span>
      </span>
      {first && (
        <Button variant="secondary" onClick={() => setDating(first)} aria-label={`Ajouter la date de ${product.name}`}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Ajouter la date
        </Button>
      )}
      <ExpiryDateDialog
        open={dating !== null}
        onClose={() => setDating(null)}
        title={`Date de ${product.name}`}
        description={'«\u00a0Sans date\u00a0» s’il n’en a pas (sel, sucre).'}
        onChoose={(expiresOn) => {
          if (dating) actions.setDate(dating, expiresOn);
          setDating(null);
        }}
      />
    </li>
  );
}
