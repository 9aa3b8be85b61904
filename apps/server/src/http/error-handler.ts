import type { ErrorCode, ErrorEnvelope, ValidationIssue } from '@glouton/core/schemas';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValueOutOfRange, storageFailure } from '../db/errors.js';
import { AppError, type ErrorDetails } from '../errors.js';

type Translated = { status: number; code: ErrorCode; message: string; issues?: ValidationIssue[] };

const FASTIFY_CODES: Record<string, Omit<Translated, 'issues'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid-json',
    message: "Le corps de la requête n'est pas du JSON valide.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid-json', message: 'Le corps JSON de la requête est vide.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'La requête est trop volumineuse.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    message: 'Envoyez du JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid-input',
    message: 'En-tête Content-Length incorrect.',
  },
  // Raised by the router itself, before any route (see `frameworkErrors` in app.ts).
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri-too-long', message: "L'adresse demandée est trop longue." },
  FST_ERR_BAD_URL: { status: 400, code: 'invalid-input', message: "L'adresse demandée est mal formée." },
};

const BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  429: 'too-many-attempts',
};

export function translateError(error: FastifyError | AppError | Error): Translated | null {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.issues && { issues: error.issues }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: [error.validationContext, ...(issue.instancePath ?? '').split('/').filter(Boolean)].join('.'),
      code: String(issue.keyword ?? 'invalid'),
      message: issue.message ?? 'Valeur invalide.',
    }));
    return { status: 400, code: 'invalid-input', message: 'Certaines valeurs envoyées sont invalides.', issues };
  }
  if (storageFailure(error)) {
    return {
      status: 503,
      code: 'storage-unavailable',
      message:
        "Le serveur ne peut plus rien enregistrer pour l'instant (stockage plein ou indisponible). Réessayez plus tard.",
    };
  }
  if (isValueOutOfRange(error)) {
    return {
      status: 400,
      code: 'invalid-input',
      message: 'Une valeur envoyée dépasse ce que le serveur peut enregistrer.',
    };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return known;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, code: BY_STATUS[status] ?? 'invalid-input', message: 'Requête invalide.' };
  }
  return null;
}

/** Told when the database cannot write (once per episode is the caller's business: see storage-health.ts). */
type StorageWatch = { failed(cause: string): void };

/**
 * The one error handler: every failure leaves as the envelope; only bugs become 500 (and get logged).
 * A database that cannot write answers 503 and is reported to `storage`, which names the cause in the
 * log once.
 */
export function createErrorHandler(storage: StorageWatch) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const cause = storageFailure(error);
    if (cause) storage.failed(cause);
    return errorHandler(error, request, reply);
  };
}

/** Also what the router's own errors go through (`frameworkErrors`: an overlong or malformed path). */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const translated = translateError(error);
  if (!translated) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('internal-error', 'Une erreur inattendue est survenue.'));
  }
  const notFoundMessage = request.routeOptions.config?.refusedAsNotFound;
  if (notFoundMessage && (translated.status === 400 || translated.status === 404)) {
    return reply.status(404).send(envelope('not-found', notFoundMessage));
  }
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  const details = error instanceof AppError ? error.details : undefined;
  return reply
    .status(translated.status)
    .send(envelope(translated.code, translated.message, translated.issues, details));
}

/** Details sit beside `error`, so clients that only read `error` are unaffected. */
export function envelope(
  code: ErrorCode,
  message: string,
  issues?: ValidationIssue[],
  details?: ErrorDetails,
): ErrorEnvelope {
  return { error: { code, message, ...(issues && { issues }) }, ...details };
}
