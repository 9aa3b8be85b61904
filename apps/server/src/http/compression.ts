import type { Readable } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing saves a few hundred bytes at most and costs a call to zlib. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Measured on a page of 50 products (26 KB) and of 50 recipes (90 KB), docs/decisions/0027: gzip
// level 3 gives 2.1 KB and 6.8 KB for 0.08 and 0.2 ms; level 6 saves 5 to 12 % more for 2.5 to 5 times
// the CPU, brotli quality 4 13 to 23 % more for twice to three times it. On a 2-core household server
// the CPU matters more than a kilobyte on a home network, so gzip comes first; brotli for a client that
// would take only brotli.
const GZIP = { level: 3 };
const brotli = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

type Encoding = 'gzip' | 'br';

/** The encoding to answer in, from an Accept-Encoding header (q=0 refuses one; `*` accepts any). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('gzip') > 0) return 'gzip';
  if (weightOf('br') > 0) return 'br';
  return null;
}

type Done = (error: Error | null, payload?: unknown) => void;

/**
 * The API's JSON answers (and calendar feeds) of 1 KiB or more leave compressed when the client
 * accepts it (a page of products: 26 KB → 2 KB). Zlib works on its own threads, so the event loop only
 * hands the bytes over. The last `onSend` of every declared route (http/routes.ts), after the idempotency guard has
 * kept the plain answer; the live events stream never passes here (it writes to the socket itself).
 */
export function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  const encoding = compressible(reply, payload) ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) {
    done(null, payload);
    return;
  }
  const compressed = (error: Error | null, result: Buffer) => {
    if (error) {
      done(error);
      return;
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, result);
  };
  const bytes = payload as string | Buffer;
  if (encoding === 'gzip') gzip(bytes, GZIP, compressed);
  else brotliCompress(bytes, brotli(Buffer.byteLength(bytes)), compressed);
}

/**
 * A JSON answer written as it is made (an export, decision 0061), compressed as it goes when the client
 * accepts it: the same encodings and levels as `compressJson`, which sees a stream and lets it through.
 */
export function compressedStream(request: FastifyRequest, reply: FastifyReply, source: Readable): Readable {
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === null) return source;
  reply.header('content-encoding', encoding);
  const compressor = encoding === 'gzip' ? createGzip(GZIP) : createBrotliCompress(brotli(0));
  // A failed read (the database) ends the answer there: the client sees a cut download, never a 200 that
  // looks complete.
  source.on('error', (error) => compressor.destroy(error));
  // A client gone mid-download stops the reading too (the source is pulled no more and let go).
  compressor.once('close', () => source.destroy());
  return source.pipe(compressor);
}

/** What is compressed: JSON, and the calendar feed (two months of days, read by calendar apps every hour). */
const COMPRESSED_TYPES = ['application/json', 'text/calendar'];

/** JSON of 1 KiB or more, not already encoded; its answer then depends on Accept-Encoding (Vary). */
function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSED_TYPES.some((compressed) => type.startsWith(compressed))) return false;
  reply.header('vary', 'accept-encoding');
  return true;
}
