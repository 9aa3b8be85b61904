import { ApiError, NETWORK_ERROR_CODE } from '../../../../lib/api-client';

/** What went wrong and what to do, for each way an import fails (the server's `import-*` codes). */
const MESSAGES: Record<string, string> = {
  'invalid-input': 'Cette adresse n’est pas valide\u00a0: collez l’adresse complète de la page (https://…).',
  'import-address-refused':
    'Cette adresse ne peut pas être importée (adresse locale ou privée). Utilisez la page publique d’un site de recettes.',
  'import-address-unsupported':
    'Cette adresse ne mène pas à une page web\u00a0: seules les pages en http ou https, sans identifiant, peuvent être importées.',
  'import-unreachable': 'Le site ne répond pas ou n’existe pas. Vérifiez l’adresse, ou réessayez plus tard.',
  'import-timeout': 'Le site a mis trop de temps à répondre. Réessayez dans un instant.',
  'import-page-too-large': 'Cette page est trop lourde pour être importée. Saisissez la recette à la main.',
  'import-not-html':
    'Cette adresse ne mène pas à une page web (image, PDF…). Collez l’adresse de la page de la recette.',
  'import-no-recipe':
    'Aucune recette trouvée sur cette page. Vérifiez que c’est bien la page d’une recette, ou saisissez-la à la main.',
  'import-http-error':
    'Le site a refusé de donner la page (introuvable ou protégée). Vérifiez l’adresse, ou saisissez la recette à la main.',
  'rate-limited': 'Trop d’imports d’affilée\u00a0: patientez un instant avant de réessayer.',
};

export function importErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'L’import a échoué. Réessayez dans un instant.';
  if (error.code === NETWORK_ERROR_CODE) return error.message;
  return MESSAGES[error.code] ?? `L’import a échoué. ${error.message}`;
}

/** People paste "marmiton.org/…" without the scheme: https is what any recipe site serves. */
export function withScheme(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}
