import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * How deep a JSON body may nest (docs/decisions/0061). The deepest body the API reads is an import's
 * document: a product's event inside its list inside the document, six levels; 32 leaves room for
 * every client and refuses what only an attack sends. A megabyte of nested brackets cost the event loop
 * 0.15–0.3 s to parse, and a 15 MiB one 11 s and 600 MB (issue 26).
 */
export const JSON_DEPTH_MAX = 32;

const tooDeep = () =>
  new AppError(
    'invalid-json',
    400,
    `Le corps de la requête est un JSON trop imbriqué (${JSON_DEPTH_MAX} niveaux au plus).`,
  );

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Counts brackets as the body arrives, outside strings, and fails the stream at the first one past
 * `maxDepth`: the body is refused before it is all read, and JSON.parse never sees it. Linear, one pass;
 * the state carries over from chunk to chunk (a string or an escape may straddle two). Structural
 * characters are ASCII and never part of a UTF-8 sequence, so bytes are read as they come. What is not
 * JSON at all is left for the parser to refuse.
 */
export class JsonDepthCheck extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** What Fastify compares with `Content-Length` and the body limit (the bytes received). */
  receivedEncodedLength = 0;

  constructor(private readonly maxDepth = JSON_DEPTH_MAX) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index] as number;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (OPENERS.has(byte)) {
        this.depth += 1;
        if (this.depth > this.maxDepth) {
          callback(tooDeep());
          return;
        }
      } else if (CLOSERS.has(byte)) {
        this.depth -= 1;
      }
    }
    callback(null, chunk);
  }
}

const isJson = (request: FastifyRequest) => /^application\/json\b/i.test(request.headers['content-type'] ?? '');

/**
 * JSON bodies: nesting checked while they arrive (every route, unknown addresses included), then parsed
 * by Fastify's own parser (it refuses `__proto__` and `constructor` keys) — except on a route that reads
 * its body itself (`readsRawBody`: an import's document, parsed and checked in a worker thread), which
 * gets the bytes.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request)) return payload;
    const checked = new JsonDepthCheck();
    // Bytes flow once Fastify reads the body (`resume`), not before: by then it listens for the error
    // this stream raises on a body too deep; raised earlier, nobody would have heard it.
    checked.once('resume', () => payload.pipe(checked));
    // A client that goes away mid-body ends the check too, rather than leaving it waiting for bytes.
    payload.once('error', (error) => checked.destroy(error));
    return checked;
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.config?.readsRawBody) done(null, body);
    else parse(request, (body as Buffer).toString('utf8'), done);
  });
}
