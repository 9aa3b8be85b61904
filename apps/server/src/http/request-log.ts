import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { SPA_BASE } from '../plugins/spa.js';

const JOIN_LINK = new RegExp(`^(${SPA_BASE}join/)[^/?#]+`);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived answer (the live events stream): how long it stayed open says nothing of its speed. */
    stream?: boolean;
  }
}

/**
 * Answers that say a site or service outside failed (a recipe page's 404, Open Food Facts down, a
 * timeout): our code did what it should, so a warning, not an error an operator is paged for.
 */
const OUTSIDE_FAILED = new Set([502, 503, 504]);

/** A request slower than this gets a warning line, whatever its status. */
export const SLOW_REQUEST_MS = 500;

/**
 * An address as a log line may show it: what opens something without a session is hidden — the
 * calendar's secret, an invitation code in its link, and the `token` (a reset or unsubscribe link),
 * `ticket` (a live stream's) or `code` of a query, wherever they are. Everything else stays, to read
 * the line. At `LOG_LEVEL=debug` every request's address is written (issue 26 found the reset and
 * unsubscribe tokens there).
 */
export function withoutSecrets(url: string): string {
  return url
    .replace(/^\/api\/calendar\/[^/?]+/, '/api/calendar/[redacted].ics')
    .replace(JOIN_LINK, '$1[redacted]')
    .replace(/([?&](?:token|ticket|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's request lines, one per request at a level that says whether it deserves attention
 * (docs/decisions/0027): 5xx at error (502–504, an outside failure, at warn), slow ones at warn,
 * refused ones (4xx) at info, the rest at debug. So the default `info` writes nothing for the requests that went well — the footer's count is
 * asked on every screen of every phone — and `LOG_LEVEL=debug` shows every request. Fastify's own
 * « incoming request » line (a second line per request, at info) is dropped.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const details = { req: request, res: reply, responseTime, ...(error && { err: error }) };
    if (!error && OUTSIDE_FAILED.has(status)) request.log.warn(details, 'outside service failed');
    else if (error || status >= 500) request.log.error(details, 'request failed');
    else if (responseTime >= this.slowMs && !request.routeOptions.config.stream)
      request.log.warn(details, 'slow request');
    else if (status >= 400) request.log.info(details, 'request refused');
    else request.log.debug(details, 'request completed');
  }
}
