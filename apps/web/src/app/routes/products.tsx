import { Plus, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { ProductListToolbar } from '../../features/products/components/ProductListToolbar';
import { ProductResults } from '../../features/products/components/ProductResults';
import { ProductsByCategory } from '../../features/products/components/ProductsByCategory';
import { useProductListState } from '../../features/products/hooks/useProductListState';
import { ADD_WITHOUT_BARCODE_PATH } from '../../lib/scan-links';

export default function ProductsPage() {
  const state = useProductListState();
  const reset = () => {
    state.setSearchInput('');
    state.setCategoryId(undefined);
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Page title="Mes produits" />
        <div className="flex gap-2">
          <Link to="/scan" className={buttonClasses('primary', 'no-underline')}>
            <ScanBarcode aria-hidden="true" className="size-5" />
            Scanner
          </Link>
          <Link to={ADD_WITHOUT_BARCODE_PATH} className={buttonClasses('secondary', 'no-underline')}>
            <Plus aria-hidden="true" className="size-5" />
            <span>
              Ajouter <span className="sr-only sm:not-sr-only">sans code-barres</span>
            </span>
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
