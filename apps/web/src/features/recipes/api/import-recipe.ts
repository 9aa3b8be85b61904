import { importRecipe as endpoint } from '@glouton/core/api';
import type { ParsedRecipeDraft } from '@glouton/core/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The server reads the page (its JSON-LD recipe) and answers a draft: nothing is saved, the form is
 * filled and the user checks it before saving. Failures come back as `import-*` codes.
 */
export function importRecipe(url: string): Promise<ParsedRecipeDraft> {
  return callApi(endpoint, { body: { url } });
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
