import type { Receipt } from '@glouton/core/schemas';
import { CalendarDays, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { plural } from '../../../lib/plural';

interface ApplyResultProps {
  receipt: Receipt;
  /** Units added in all (the apply's answer; a receipt opened again counts its lines' `applied`). */
  unitsAdded: number;
  /** The lines whose units went in with no date: « date à vérifier » on each product. */
  undated: readonly { index: number; productId: number; name: string }[];
}

/** After « Tout ajouter »: how many went to the cupboard, which dates to check, and the way back. */
export function ApplyResult({ receipt, unitsAdded, undated }: ApplyResultProps) {
  return (
    <section aria-label="Ticket ajouté" className="flex flex-col gap-4">
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-line bg-surface px-3 py-2.5 font-bold"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
        {unitsAdded === 0
          ? 'Ce ticket était déjà dans le placard\u00a0: rien de plus n’a été ajouté.'
          : `${unitsAdded} ${plural(unitsAdded, 'produit ajouté', 'produits ajoutés')} au placard${receipt.store ? ` (${receipt.store})` : ''}.`}
      </p>
      {undated.length > 0 && (
        <section aria-labelledby="dates-a-verifier" className="flex flex-col gap-2">
          <h2 id="dates-a-verifier" className="text-lg font-bold">
            Dates à vérifier
          </h2>
          <p className="text-sm text-muted">Ajoutés sans date&nbsp;: ouvrez le produit pour lire ou choisir la date.</p>
          <ul className="flex flex-col gap-1">
            {undated.map((line) => (
              <li key={line.index}>
                <Link to={`/product/${line.productId}`} className="inline-flex min-h-11 items-center gap-2">
                  <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                  {line.name}&nbsp;: date à vérifier
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/products" className={buttonClasses('primary', 'no-underline')}>
          Voir le placard
        </Link>
        <Link to="/receipt" className={buttonClasses('secondary', 'no-underline')}>
          Un autre ticket
        </Link>
      </div>
    </section>
  );
}
