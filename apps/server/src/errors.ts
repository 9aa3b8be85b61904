import type { ErrorCode, ErrorEnvelope, ValidationIssue } from '@glouton/core/schemas';

/** Fields an error may add beside `error` in the envelope (e.g. `productId` with `barcode-taken`). */
export type ErrorDetails = Omit<ErrorEnvelope, 'error'>;

/** The one error type of the server. Its code and message reach the client in the error envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly issues?: ValidationIssue[],
    readonly headers?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Ressource introuvable.') => new AppError('not-found', 404, message);

/** An undo sent twice (a double tap, a retried request): the first one counted. */
export const alreadyUndone = () => new AppError('conflict', 409, 'Cette action a déjà été annulée.');

/** A household holds as much as its quota allows (HOUSEHOLD_QUOTAS in core): nothing more is created. */
export const quotaExceeded = (what: string, limit: number) =>
  new AppError(
    'quota-exceeded',
    409,
    `Votre foyer a atteint sa limite de ${limit.toLocaleString('fr-FR')} ${what} : supprimez-en avant d'en ajouter.`,
  );
