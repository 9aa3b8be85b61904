import type { Product } from '@glouton/core/schemas';
import { CircleCheck, ScanBarcode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';

/** After a save: carry on scanning (the usual case, back from the shop) or open what was just added. */
export function SavedProductPanel({ product, onScanNext }: { product: Product; onScanNext: () => void }) {
  const units = product.stock.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
        <span>
          <strong>«&nbsp;{product.name}&nbsp;»</strong> est dans votre placard
          {units > 0 ? ` (${units > 1 ? `${units} unités` : '1 unité'})` : ''}.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onScanNext}>
          <ScanBarcode aria-hidden="true" className="size-5" />
          Scanner le produit suivant
        </Button>
        <Link to={`/product/${product.id}`} className="inline-flex min-h-11 items-center px-2 font-bold">
          Voir la fiche du produit
        </Link>
      </div>
    </div>
  );
}
