import type { z } from 'zod';
import { type AuthField, REQUIRED_MESSAGES } from './auth-errors';

export type AuthValues = Record<AuthField, string>;
export type AuthErrors = Partial<Record<AuthField, string>>;

const FIELDS: readonly AuthField[] = ['email', 'password'];

/**
 * Client-side check with the same core schema the server uses; an empty field gets a "fill me in"
 * message rather than the schema's "invalid" one. One message per field, the first that applies.
 * Without the schema (it could not be loaded) only emptiness is checked; the server checks the rest.
 */
export function validateAuth(schema: z.ZodType | null, values: AuthValues): AuthErrors {
  const errors: AuthErrors = {};
  for (const field of FIELDS) {
    if (values[field].trim() === '') errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!schema) return errors;
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
