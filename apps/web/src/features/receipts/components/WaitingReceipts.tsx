import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useAccount } from '../../../lib/storage';
import { useReceipts } from '../api/receipts';
import { useQueuedReceipts } from '../hooks/useQueuedReceipts';
import { euros } from '../money';
import { clearRefusal, removeQueued } from '../outbox';

/** Receipts kept on this device for the network, and those read but not yet added: nothing is forgotten. */
export function WaitingReceipts() {
  const account = useAccount();
  const queued = useQueuedReceipts();
  const { data } = useReceipts();
  const toReview = data?.items.filter((receipt) => receipt.appliedAt === null) ?? [];
  if (queued.length === 0 && toReview.length === 0) return null;
  return (
    <section aria-labelledby="tickets-en-attente" className="flex flex-col gap-2">
      <h2 id="tickets-en-attente" className="text-lg font-bold">
        Tickets en attente
      </h2>
      <ul className="flex flex-col gap-2">
        {queued.map((receipt) => (
          <li key={receipt.id} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
            <p className="flex items-start gap-2">
              <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {receipt.name || 'Ticket'}&nbsp;:{' '}
                {receipt.refused ?? 'gardé sur l’appareil, envoyé dès le retour du réseau.'}
              </span>
            </p>
            {receipt.refused && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => void clearRefusal(account, receipt.id)}>
                  Réessayer
                </Button>
                <Button variant="ghost" onClick={() => void removeQueued(account, receipt.id)}>
                  Retirer
                </Button>
              </div>
            )}
          </li>
        ))}
        {toReview.map((receipt) => (
          <li key={receipt.id}>
            <Link
              to={`/receipt/${receipt.id}`}
              className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3"
            >
              <span>{receipt.store ?? 'Ticket'} · à vérifier</span>
              {receipt.totalCents !== null && <span className="font-bold">{euros(receipt.totalCents)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
