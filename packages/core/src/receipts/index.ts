// `@glouton/core/receipts`: reading a French till receipt's text into its lines, total and the check that
// they add up (decision 0065). Its own entry point: only the server reads receipts.
export { formatCents, parseCents } from './amounts.js';
export {
  type ParsedReceipt,
  parseReceipt,
  type ReceiptCorrection,
  type ReceiptLine,
  type ReceiptLineKind,
} from './parse-receipt.js';
export { parseReceiptReadings } from './readings.js';
export { CONFUSIONS } from './repair.js';
export { storeOf } from './stores.js';
