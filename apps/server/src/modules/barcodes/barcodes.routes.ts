import { lookUpBarcode } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { BarcodesService } from './barcodes.service.js';

export function barcodesRoutes(barcodes: BarcodesService) {
  return [route(lookUpBarcode, ({ params, auth }) => barcodes.lookup(params.code, auth.householdId))];
}
