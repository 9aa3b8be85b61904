import { barcodeLookupSchema, barcodeParamsSchema } from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';
import type { BarcodesService } from './barcodes.service.js';

type Deps = { barcodes: BarcodesService };

export const barcodesRoutes: RoutesPlugin<Deps> = async (app, { barcodes }) => {
  app.get(
    '/barcodes/:code',
    { schema: { tags: ['barcodes'], params: barcodeParamsSchema, response: { 200: barcodeLookupSchema } } },
    async (request) => barcodes.lookup(request.params.code),
  );
};
