import { digestSectionTitle } from '@glouton/core/domain';
import type { Digest } from '@glouton/core/schemas';
import { Link } from 'react-router';
import { ExpiryLabel } from '../../../components/ui/ExpiryLabel';
import { OfflineEmpty } from '../../../components/ui/OfflineEmpty';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { viewOf } from '../../../lib/query-view';
import { useReminderPreview } from '../api/reminder-preview';

/**
 * « Le rappel du jour »: today's digest as it would be sent, section by section (the words of the
 * e-mail and the notification), each product linking to its page, then what to cook with it.
 */
export function DigestPreviewSection({ leadDays }: { leadDays: number }) {
  const query = useReminderPreview();
  const view = viewOf(query);
  return (
    <section aria-labelledby="rappel-du-jour" className="flex flex-col gap-3">
      <h2 id="rappel-du-jour" className="text-xl font-extrabold">
        Le rappel du jour
      </h2>
      {view.show === 'data' && <DigestPreview digest={view.data} leadDays={leadDays} />}
      {view.show === 'loading' && <p className="text-muted">Chargement…</p>}
      {view.show === 'offline' && (
        <OfflineEmpty missing="Le rappel du jour n’a pas encore été chargé sur cet appareil." />
      )}
      {view.show === 'error' && (
        <RetryAlert
          what="Le rappel du jour n’a pas pu être chargé."
          message={view.error.message}
          onRetry={() => query.refetch()}
        />
      )}
    </section>
  );
}

export function DigestPreview({ digest, leadDays }: { digest: Digest; leadDays: number }) {
  if (digest.sections.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-muted">
        Rien ne périme d’ici {leadDays}&nbsp;jour{leadDays > 1 ? 's' : ''}&nbsp;: pas de rappel aujourd’hui. Il n’y a
        jamais de rappel vide.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-3">
      {digest.sections.map((section) => (
        <div key={section.kind} className="flex flex-col gap-1.5">
          <h3 className="font-extrabold">{digestSectionTitle(section.kind, leadDays)}</h3>
          <ul className="flex flex-col gap-1">
            {section.units.map((unit) => (
              <li key={`${unit.productId}-${unit.expiresOn}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={`/product/${unit.productId}`} className="font-bold">
                  {unit.count > 1 ? `${unit.name} ×${unit.count}` : unit.name}
                </Link>
                <ExpiryLabel expiresOn={unit.expiresOn} dateKind={unit.dateKind} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {digest.recipes.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <h3 className="font-extrabold">À cuisiner</h3>
          <ul className="flex flex-col gap-1">
            {digest.recipes.map((recipe) => (
              <li key={recipe.id}>
                <Link to={`/recipe/${recipe.id}`} className="font-bold">
                  {recipe.name}
                </Link>{' '}
                <span className="text-sm text-muted">
                  utilise {recipe.uses} produit{recipe.uses > 1 ? 's' : ''} de ce rappel
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
