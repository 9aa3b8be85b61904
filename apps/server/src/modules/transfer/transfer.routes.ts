import { exportHousehold, exportStockCsv, importHousehold } from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import { sharedDocumentReader } from './document-reader.js';
import type { Transfer } from './transfer.service.js';

/** Parsing and checking a large file costs a second of CPU: a few imports an hour is plenty for a person. */
const IMPORTS_PER_HOUR = 10;

const attachment = (filename: string) => `attachment; filename="${filename}"`;

export function transferRoutes(transfer: Transfer) {
  // The body's size is the endpoint's (`bodySize: 'household'`, 16 MiB); it is parsed and checked in a
  // worker thread (document-reader.ts), never on the event loop (decision 0061).
  const reader = sharedDocumentReader();
  const importLimit = {
    rateLimit: {
      max: IMPORTS_PER_HOUR,
      timeWindow: 3_600_000,
      keyGenerator: (request: { auth: { userId: number } }) => `import:${request.auth.userId}`,
      errorResponseBuilder: () =>
        new AppError('rate-limited', 429, 'Trop d’imports en peu de temps\u00a0: réessayez dans une heure.'),
    },
  };

  return [
    route(exportHousehold, async ({ auth, reply }) => {
      const { document, day } = await transfer.export(auth.householdId);
      reply.header('content-disposition', attachment(`glouton-${day}.json`)).header('cache-control', 'no-store');
      return document;
    }),

    // Not JSON: the answer is sent here, and the route adds nothing to it.
    route(exportStockCsv, async ({ auth, reply }) => {
      const { csv, day } = await transfer.stockCsv(auth.householdId);
      await reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`glouton-placard-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    }),

    route(
      importHousehold,
      ({ auth, body }) => transfer.import(auth.householdId, auth.userId, body),
      importLimit,
      reader.read,
    ),
  ];
}
