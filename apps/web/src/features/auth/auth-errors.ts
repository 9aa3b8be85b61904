import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

export type AuthField = 'email' | 'password';

export const REQUIRED_MESSAGES: Record<AuthField, string> = {
  email: 'Saisissez votre adresse e-mail.',
  password: 'Saisissez votre mot de passe.',
};

const seconds = (n: number) => `${n} ${n > 1 ? 'secondes' : 'seconde'}`;

/** The French sentence shown for a failed login or registration. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue. Réessayez.';
  switch (error.code) {
    case 'invalid-credentials':
      return 'Adresse e-mail ou mot de passe incorrect.';
    case 'email-taken':
      return 'Un compte existe déjà avec cette adresse e-mail.';
    case 'too-many-attempts':
      return error.retryAfter === null
        ? 'Trop de tentatives. Réessayez dans quelques instants.'
        : `Trop de tentatives. Réessayez dans ${seconds(error.retryAfter)}.`;
    case NETWORK_ERROR_CODE:
      return 'Impossible de joindre le serveur. Vérifiez votre connexion.';
    default:
      return error.message || 'Une erreur inattendue est survenue. Réessayez.';
  }
}

/** Server-side field errors (`body.email` …) so they show under the field like client-side ones. */
export function serverFieldErrors(error: unknown): Partial<Record<AuthField, string>> {
  if (!(error instanceof ApiError) || error.code !== 'invalid-input') return {};
  const fields: Partial<Record<AuthField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path.replace(/^body\./, '');
    if ((field === 'email' || field === 'password') && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}
