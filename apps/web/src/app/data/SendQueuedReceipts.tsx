import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/Toast';
import { useSendQueuedReceipts } from '../../features/receipts/hooks/useQueuedReceipts';

/**
 * The receipts taken with no network are sent from any screen once it is back (decision 0071), and the
 * person is told each is read, with the way to its check: the shell mounts this for a session.
 */
export default function SendQueuedReceipts() {
  const toast = useToast();
  const navigate = useNavigate();
  useSendQueuedReceipts((receipt) =>
    toast.show({
      message: `Ticket de caisse lu${receipt.store ? ` (${receipt.store})` : ''}\u00a0: à vérifier avant d’ajouter.`,
      action: { label: 'Vérifier', onClick: () => navigate(`/receipt/${receipt.id}`) },
      durationMs: 10_000,
    }),
  );
  return null;
}
