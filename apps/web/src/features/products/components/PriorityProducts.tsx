import { ArrowRight, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { PRIORITY_COUNT, type ProductPage } from '../api/list-products';
import { ProductCard } from './ProductCard';

export type PriorityResult = { page: ProductPage } | { error: Error; retry: () => void };

/**
 * Home's "À consommer en priorité" once the products have answered. Its own chunk: expiry labels need
 * @glouton/core's runtime (zod comes with it), which does not fit in the home screen's first load; it
 * downloads while the products are fetched (see routes/home.tsx).
 */
export default function PriorityProducts({ result }: { result: PriorityResult }) {
  if ('error' in result) {
    const { error, retry } = result;
    return <RetryAlert what="Vos produits n’ont pas pu être chargés." message={error.message} onRetry={retry} />;
  }
  const { items, total } = result.page;
  if (items.length === 0) return <NothingInStock hasProducts={total > 0} />;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {items.slice(0, PRIORITY_COUNT).map((product, index) => (
          <ProductCard key={product.id} product={product} eagerImage={index < 4} />
        ))}
      </ul>
      <Link to="/products" className="inline-flex min-h-11 items-center gap-1.5 self-start font-bold">
        Voir tous mes produits
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}

/** `total` counts the products of the priority query, which only asks for what is in stock. */
function NothingInStock({ hasProducts }: { hasProducts: boolean }) {
  return (
    <EmptyState icon={ScanBarcode} title="Rien à consommer pour l’instant" headingLevel={3}>
      <p>Scannez vos courses en rentrant&nbsp;: Glouton vous dira ici quoi manger en premier.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/scan" className={buttonClasses('primary', 'no-underline')}>
          Scanner un produit
        </Link>
        {hasProducts && (
          <Link to="/products" className={buttonClasses('secondary', 'no-underline')}>
            Voir tous mes produits
          </Link>
        )}
      </div>
    </EmptyState>
  );
}
