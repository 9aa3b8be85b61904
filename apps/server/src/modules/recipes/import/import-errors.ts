import { AppError } from '../../../errors.js';
import type { TargetRefusal } from '../../../outbound/address-policy.js';

// Every way an import can fail, with the French sentence the person reads under the address field.

export const addressRefused = (
  reason = "Cette adresse n'est pas autorisée : seules les pages publiques peuvent être importées.",
) => new AppError('import-address-refused', 400, reason);

/** Not a private address: one an import never reads (another scheme than http(s), a login, a non-web port). */
export const addressUnsupported = (reason: string) => new AppError('import-address-unsupported', 400, reason);

/** Why the address policy (outbound/address-policy.ts) refuses a page, said for an import. */
export function refusedTarget(refusal: TargetRefusal, url: URL): AppError {
  switch (refusal) {
    case 'private':
      return addressRefused('Cette adresse est privée ou locale : elle ne peut pas être importée.');
    case 'scheme':
      return addressUnsupported(
        `Seules les pages web (http ou https) peuvent être importées, pas une adresse ${url.protocol.slice(0, -1)}.`,
      );
    case 'credentials':
      return addressUnsupported('Une adresse contenant un identifiant ou un mot de passe ne peut pas être importée.');
    case 'port':
      return addressUnsupported('Ce port n’est pas celui d’un site web : la page ne peut pas être importée.');
  }
}

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
