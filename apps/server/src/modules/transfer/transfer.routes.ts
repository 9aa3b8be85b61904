import { exportHousehold, exportStockCsv, importHousehold } from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { Transfer } from './transfer.service.js';

/**
 * An import's body is a whole household: far above the 1 MiB of other requests, and still bounded so
 * one request cannot make the server parse a file of any size (docs/decisions/0034).
 */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
/** Parsing and checking a large file costs a second of CPU: a few imports an hour is plenty for a person. */
const IMPORTS_PER_HOUR = 10;

const attachment = (filename: string) => `attachment; filename="${filename}"`;

export function transferRoutes(transfer: Transfer) {
  const importLimit = {
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
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

    route(importHousehold, ({ auth, body }) => transfer.import(auth.householdId, auth.userId, body), importLimit),
  ];
}
