import { applyReceipt, getReceipt, listReceipts, readReceipt } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { ReceiptsService } from './receipts.service.js';

export function receiptsRoutes(receipts: ReceiptsService) {
  return [
    // The body is the receipt's bytes (`bodySize: 'receipt'`: app.ts hands them over as they came).
    route(readReceipt, ({ auth, request }) =>
      receipts.read(auth.householdId, auth.userId, request.body, request.headers['content-type']),
    ),
    route(listReceipts, ({ auth }) => receipts.list(auth.householdId)),
    route(getReceipt, ({ auth, params }) => receipts.get(auth.householdId, params.id)),
    route(applyReceipt, ({ auth, params, body }) => receipts.apply(auth.householdId, auth.userId, params.id, body)),
  ];
}
