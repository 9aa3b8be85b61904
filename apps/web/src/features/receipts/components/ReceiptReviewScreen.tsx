import { Page } from '../../../components/ui/Page';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useReceipt } from '../api/receipts';
import { ReceiptReview } from './ReceiptReview';

/** `/receipt/:id`: the receipt read, to check before « Tout ajouter ». */
export function ReceiptReviewScreen({ id }: { id: number }) {
  const receipt = useReceipt(id);
  return (
    <div className="flex flex-col gap-5">
      <Page title="Vérifier le ticket" />
      {receipt.data ? (
        <ReceiptReview key={receipt.data.id} receipt={receipt.data} />
      ) : receipt.isError ? (
        <RetryAlert
          what="Le ticket n’a pas pu être chargé."
          message={
            receipt.error instanceof ApiError && receipt.error.status === 404
              ? 'Il n’existe pas ou plus dans ce foyer.'
              : receipt.error instanceof ApiError
                ? receipt.error.message
                : ''
          }
          onRetry={() => void receipt.refetch()}
        />
      ) : (
        <Spinner label="Chargement du ticket…" />
      )}
    </div>
  );
}
