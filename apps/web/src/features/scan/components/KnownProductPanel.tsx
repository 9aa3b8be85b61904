import type { Product } from '@glouton/core/schemas';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { ExpiryLabel } from '../../../components/ui/ExpiryLabel';
import { ProductImage } from '../../../components/ui/ProductImage';
import { QuickDateButtons } from '../../../components/ui/QuickDateButtons';
import { quickDateValue } from '../../../lib/quick-dates';

interface KnownProductPanelProps {
  /** As it stands now: its cache entry with the adds still on their way, so each add shows at once. */
  product: Product;
  /** Adds units with their date (the caller confirms them, with an undo). */
  onAddUnits: (expiresOn: string | null, count: number) => void;
}

/** A product the household already has: one tap adds a unit (with its date). */
export function KnownProductPanel({ product, onAddUnits }: KnownProductPanelProps) {
  const [picking, setPicking] = useState(false);
  const units = product.stock.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <ProductImage imageUrl={product.imageUrl} categoryId={product.categoryId} eager className="size-20" />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <p className="text-lg font-extrabold break-words">{product.name}</p>
          <p className="text-sm text-muted">
            {[product.brand, units === 0 ? 'aucune unité' : units > 1 ? `${units} unités` : '1 unité']
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ExpiryLabel
            expiresOn={product.closestExpirationDate}
            dateKind={product.dateKind}
            inStock={product.inStock}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <p className="font-bold">Ajouter une unité, à consommer&nbsp;:</p>
        <QuickDateButtons label="Ajouter une unité" onChoose={(id) => onAddUnits(quickDateValue(id), 1)} />
        <Button variant="secondary" onClick={() => setPicking(true)}>
          <CalendarDays aria-hidden="true" className="size-5" />
          Choisir une date…
        </Button>
      </div>
      <Link to={`/product/${product.id}`} className="inline-flex min-h-11 items-center self-start font-bold">
        Voir la fiche du produit
      </Link>
      <ExpiryDateDialog
        open={picking}
        onClose={() => setPicking(false)}
        title="Ajouter des unités"
        withCount
        onChoose={(expiresOn, count) => {
          setPicking(false);
          onAddUnits(expiresOn, count);
        }}
      />
    </div>
  );
}
