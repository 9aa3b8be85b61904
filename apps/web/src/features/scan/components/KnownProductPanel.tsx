import { formatShortDate } from '@glouton/core/dates';
import { DATE_KIND_WORDS, type DateKind, type PackDate } from '@glouton/core/domain';
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
  /** The date a GS1 code carried (decision 0063): proposed first, never added without the tap. */
  pack?: PackDate | undefined;
}

/** A product the household already has: one tap adds a unit (with its date). */
export function KnownProductPanel({ product, onAddUnits, pack }: KnownProductPanelProps) {
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
      {pack && (
        <PackDateProposal pack={pack} productKind={product.dateKind} onAdd={() => onAddUnits(pack.expiresOn, 1)} />
      )}
      <div className="flex flex-col gap-2">
        <p className="font-bold">{pack ? 'Ou avec une autre date\u00a0:' : 'Ajouter une unité, à consommer\u00a0:'}</p>
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

/** « DLC · 12/03/2027 », read from the pack's code, added with one tap. */
function PackDateProposal({ pack, productKind, onAdd }: { pack: PackDate; productKind: DateKind; onAdd: () => void }) {
  const words = DATE_KIND_WORDS[pack.dateKind];
  const date = formatShortDate(pack.expiresOn);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-3">
      <p className="font-bold">Date lue sur le code de l’emballage</p>
      <p>
        <abbr title={words.name} className="no-underline">
          {words.short}
        </abbr>{' '}
        · {date}
        {pack.lot && <span className="text-muted"> · lot {pack.lot}</span>}
      </p>
      {productKind !== pack.dateKind && (
        <p className="text-sm">
          L’emballage indique une {words.short}&nbsp;; ce produit est suivi en {DATE_KIND_WORDS[productKind].short}{' '}
          (modifiable sur sa fiche).
        </p>
      )}
      <Button onClick={onAdd} aria-label={`Ajouter une unité, ${words.label.toLowerCase()} ${date}`}>
        Ajouter une unité · {words.short} {date}
      </Button>
    </div>
  );
}
