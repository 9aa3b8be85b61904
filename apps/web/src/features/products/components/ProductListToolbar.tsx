import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import type { ProductListState } from '../hooks/useProductListState';
import { ProductFilters } from './ProductFilters';

/** How many of the filters behind the button differ from the list as it opens. */
function activeFilters(state: ProductListState): number {
  return [state.order !== 'expiration', state.view !== 'list', state.categoryId !== undefined].filter(Boolean).length;
}

/**
 * One row, so that the products start high on a phone: the search, and « Filtres », which opens the
 * order, the view and the category below it and says how many of them are on while closed.
 */
export function ProductListToolbar({ state }: { state: ProductListState }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilters(state);
  return (
    <section aria-label="Recherche et filtres" className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        <TextField
          label="Rechercher un produit"
          hideLabel
          className="min-w-0 flex-1"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Rechercher…"
          value={state.searchInput}
          onChange={(event) => state.setSearchInput(event.target.value)}
          trailing={<Search aria-hidden="true" className="mr-3 size-5 text-muted" />}
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className={buttonClasses(open ? 'primary' : 'secondary', 'shrink-0 px-3!')}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Filtres{' '}
          {active > 0 && (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-fg px-1.5 text-sm text-canvas">
              <span aria-hidden="true">{active}</span>
              <span className="sr-only">{active > 1 ? `(${active} actifs)` : '(1 actif)'}</span>
            </span>
          )}
        </button>
      </div>
      {open && <ProductFilters id={panelId} state={state} />}
    </section>
  );
}
