// Limits shared by validation (core schemas), the server's rules and the web's forms: each is said once.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** A shopping-list line's quantity; adding a product already on the list raises it up to this cap. */
export const LIST_QUANTITY_MIN = 1;
export const LIST_QUANTITY_MAX = 99;

/** The recipe's size limits, shared by validation and the importer (a draft must save as it is). */
export const RECIPE_LIMITS = {
  name: 255,
  description: 5000,
  step: 5000,
  steps: 100,
  label: 255,
  quantity: 64,
  ingredients: 100,
  servings: 100,
  /** A week, in minutes. */
  durationMinutes: 10_080,
} as const;
