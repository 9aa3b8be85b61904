import type { LookupFailure } from './api/lookup-barcode';

/** Why the form is empty, and what happens to the barcode (it is always kept). */
export const LOOKUP_MESSAGES: Record<Exclude<LookupFailure, 'invalid-barcode'>, { title: string; body: string }> = {
  'not-found': {
    title: 'Produit inconnu d’Open Food Facts',
    body: 'Saisissez son nom\u00a0: le code-barres est gardé, vous le retrouverez au prochain scan.',
  },
  'off-unavailable': {
    title: 'Open Food Facts ne répond pas',
    body: 'Saisissez le produit vous-même\u00a0: le code-barres est gardé.',
  },
  network: {
    title: 'Open Food Facts ne répond pas',
    body: 'La connexion semble coupée. Saisissez le produit vous-même\u00a0: le code-barres est gardé.',
  },
  'rate-limited': {
    title: 'Trop de recherches d’un coup',
    body: 'Open Food Facts est interrogé trop souvent en ce moment. Saisissez le produit vous-même (le code-barres est gardé), ou rescannez-le dans une minute.',
  },
  'in-store-barcode': {
    title: 'Code magasin',
    body: 'Ce code est propre au magasin (produit pesé ou à la coupe)\u00a0: Open Food Facts ne le connaît pas. Saisissez le produit\u00a0: le code est gardé.',
  },
};
