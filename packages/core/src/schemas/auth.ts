import { z } from 'zod';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/limits.js';

/** Emails are compared and stored lower-case, without surrounding spaces. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { message: `L’adresse e-mail dépasse ${EMAIL_MAX_LENGTH} caractères.` })
  .pipe(z.email({ message: 'L’adresse e-mail n’est pas valide.' }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, {
    message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .max(PASSWORD_MAX_LENGTH, {
    message: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  });

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
});

/** Login does not re-check the password rules: a wrong password is just wrong (one message for both). */
export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { message: 'Saisissez votre mot de passe.' }).max(PASSWORD_MAX_LENGTH),
});

export const tokenResponseSchema = z.object({ token: z.string() });

export const householdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['owner', 'member']),
});

export const meResponseSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), displayName: z.string(), createdAt: z.string() }),
  household: householdSchema,
});

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
