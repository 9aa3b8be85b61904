import { AppError } from '../../../errors.js';

// Every way an import can fail, with the French sentence the person reads under the address field.

export const addressRefused = (
  reason = "Cette adresse n'est pas autorisée : seules les pages publiques peuvent être importées.",
) => new AppError('import-address-refused', 400, reason);

/** Not a private address: one an import never reads (another scheme than http(s), a login, a non-web port). */
export const addressUnsupported = (reason: string) => new AppError('import-address-unsupported', 400, reason);

export const unreachable = (message = 'Impossible de joindre ce site. Vérifiez l’adresse ou réessayez plus tard.') =>
  new AppError('import-unreachable', 502, message);

export const timedOut = () =>
  new AppError('import-timeout', 504, 'Le site met trop de temps à répondre. Réessayez plus tard.');

export const pageTooLarge = () =>
  new AppError('import-page-too-large', 422, 'Cette page est trop volumineuse pour être importée.');

export const notHtml = () =>
  new AppError(
    'import-not-html',
    422,
    "Cette adresse ne mène pas à une page web (HTML) : impossible d'y lire une recette.",
  );

export const noRecipe = () => new AppError('import-no-recipe', 422, 'Cette page ne contient pas de recette lisible.');

export const httpError = (status: number) =>
  new AppError(
    'import-http-error',
    502,
    `Le site a répondu par une erreur (HTTP ${status}) : la page n'a pas pu être lue.`,
  );
