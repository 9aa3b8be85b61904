import { Plus, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { ProductCount } from '../../features/products/components/ProductCount';
import { ProductListToolbar } from '../../features/products/components/ProductListToolbar';
import { ProductResults } from '../../features/products/components/ProductResults';
import { ProductsByCategory } from '../../features/products/components/ProductsByCategory';
import { useProductListState } from '../../features/products/hooks/useProductListState';
import { ADD_WITHOUT_BARCODE_PATH } from '../../lib/scan-links';

/**
 * Title and count, one row of search and « Filtres », then the products: on a 360 × 780 phone five
 * products show above the footer before any scrolling.
 */
export default function ProductsPage() {
  const state = useProductListState();
  const reset = () => {
    state.setSearchInput('');
    state.setCategoryId(undefined);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <Page title="Mes produits" />
          <ProductCount filters={state.filters} />
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to="/scan" className={buttonClasses('primary', 'px-3! no-underline')}>
            <ScanBarcode aria-hidden="true" className="size-5" />
            Scanner
          </Link>
          {/* The + alone on a phone, so that the title, its count and both buttons share one row. */}
          <Link to={ADD_WITHOUT_BARCODE_PATH} className={buttonClasses('secondary', 'px-2.5! no-underline sm:px-4!')}>
            <Plus aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">Ajouter sans code-barres</span>
          </Link>
        </div>
      </div>
      <ProductListToolbar state={state} />
      {state.view === 'categories' ? (
        <ProductsByCategory filters={state.filters} onReset={reset} />
      ) : (
        <ProductResults filters={state.filters} onReset={reset} />
      )}
    </div>
  );
}
