import { Navigate, useParams } from 'react-router';
import { ReceiptReviewScreen } from '../../features/receipts/components/ReceiptReviewScreen';

/** `/receipt/:id`: a receipt read, checked line by line, then « Tout ajouter » (decision 0071). */
export default function ReceiptReviewPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/receipt" replace />;
  return <ReceiptReviewScreen id={id} />;
}
