import { ReceiptScreen } from '../../features/receipts/components/ReceiptScreen';

/** `/receipt`: « Ticket de caisse », from the scan screen or Android's share sheet (decision 0071). */
export default function ReceiptPage() {
  return <ReceiptScreen />;
}
