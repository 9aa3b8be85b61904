import { Readable } from 'node:stream';
import { exportHousehold, exportStockCsv, importHousehold } from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { compressedStream } from '../../http/compression.js';
import { route, sentAsStream } from '../../http/routes.js';
import { sharedDocumentReader } from './document-reader.js';
import type { Transfer } from './transfer.service.js';

/** Parsing and checking a large file costs a second of CPU: a few imports an hour is plenty for a person. */
const IMPORTS_PER_HOUR = 10;

/**
 * A household's exports: a backup now and then, a move. Each reads every row of the household (20 000
 * products: a second of the server's time), so a household exports at most this many times an hour
 * (decision 0061).
 */
const EXPORTS_PER_HOUR = 10;

const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** At most `max` requests an hour for each key (an account, a household), counted before the body is read. */
const hourly = (
  max: number,
  keyGenerator: (request: { auth: { userId: number; householdId: number } }) => string,
  errorResponseBuilder: () => AppError,
) => ({ rateLimit: { max, timeWindow: 3_600_000, keyGenerator, errorResponseBuilder } });

export function transferRoutes(transfer: Transfer) {
  // The body's size is the endpoint's (`bodySize: 'household'`, 16 MiB); it is parsed and checked in a
  // worker thread (document-reader.ts), never on the event loop (decision 0061).
  const reader = sharedDocumentReader();
  const importLimit = hourly(
    IMPORTS_PER_HOUR,
    (request) => `import:${request.auth.userId}`,
    () => new AppError('rate-limited', 429, 'Trop d’imports en peu de temps\u00a0: réessayez dans une heure.'),
  );
  const exportLimit = hourly(
    EXPORTS_PER_HOUR,
    (request) => `export:${request.auth.householdId}`,
    () =>
      new AppError(
        'too-many-exports',
        429,
        `Votre foyer a déjà exporté ses données ${EXPORTS_PER_HOUR} fois cette heure-ci\u00a0: réessayez plus tard.`,
      ),
  );

  return [
    route(
      exportHousehold,
      async ({ auth, request, reply }) => {
        const { text, day } = transfer.export(auth.householdId);
        reply
          .header('content-disposition', attachment(`glouton-${day}.json`))
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8');
        // Pulled a page at a time as the client reads: a slow download holds one page, not the household.
        await reply.send(compressedStream(request, reply, Readable.from(text, { objectMode: false })));
        return sentAsStream();
      },
      exportLimit,
    ),

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
