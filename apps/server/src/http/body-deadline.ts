import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { envelope } from './error-handler.js';

const MIB = 1024 * 1024;

/**
 * How long a body of this many bytes may take to arrive: the base, plus so much per MiB (started). A
 * phone on a weak network sends a list line in well under a second and the 16 MiB of an import in about a
 * minute at 2 Mbit/s; a client that sends half a log-in and waits is cut after the base.
 */
export function bodyDeadlineMs(timeout: Config['bodyTimeout'], bytes: number): number {
  return timeout.baseMs + Math.ceil(bytes / MIB) * timeout.perMibMs;
}

const late = () =>
  new AppError(
    'request-timeout',
    408,
    'La requête est arrivée trop lentement : réessayez.',
    undefined,
    // The rest of the body may still come: the connection closes once the answer is written.
    { connection: 'close' },
  );

/**
 * Every body must arrive before its deadline (issue 26: a half-sent `POST /api/login` held its socket for
 * 100 s and more, and a write whose body came minutes late acted for a session checked long before). The
 * body is read through a stream that fails with 408 `request-timeout` when it is late, which Fastify
 * answers through the error handler; the connection then closes, freeing the socket. The announced length
 * sets the deadline, or the route's body limit when there is none (a chunked body).
 */
export function registerBodyDeadline(app: FastifyInstance, timeout: Config['bodyTimeout']): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const announced = Number(request.headers['content-length'] ?? Number.NaN);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (!(announced > 0) && !chunked) return payload;
    const bytes = announced > 0 ? announced : (request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? MIB);
    const timed = new PassThrough();
    const timer = setTimeout(
      () => {
        payload.unpipe(timed);
        timed.destroy(late());
      },
      bodyDeadlineMs(timeout, bytes),
    );
    const stop = () => clearTimeout(timer);
    timed.once('close', stop);
    timed.once('end', stop);
    // Answered without its body being read (413 from its announced length, 415): nothing to wait for.
    reply.raw.once('close', stop);
    // Fastify listens while it reads the body; a failure after that is nobody's to answer.
    timed.on('error', () => {});
    payload.once('error', (error) => timed.destroy(error));
    payload.pipe(timed);
    return timed;
  });
}

/**
 * What Node reports on a connection before any route (a request that never finishes within Node's
 * `requestTimeout`, headers too large, a line that is not HTTP): the same envelope as every refusal,
 * instead of Fastify's own body, then the socket is closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', envelope('request-timeout', 'La requête est arrivée trop lentement : réessayez.')]
      : code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            envelope('headers-too-large', 'Les en-têtes de la requête sont trop longs.'),
          ]
        : [400, 'Bad Request', envelope('invalid-input', "La requête n'est pas du HTTP valide.")];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
};
