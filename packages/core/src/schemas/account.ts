import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/limits.js';
import { emailSchema, passwordSchema } from './auth.js';
import { displayNameSchema } from './households.js';

export const updateMeBodySchema = z.strictObject({ displayName: displayNameSchema });

/** The password one already has is not re-checked against the rules: it is right or wrong. */
const currentPasswordSchema = z
  .string()
  .min(1, { message: 'Saisissez votre mot de passe actuel.' })
  .max(PASSWORD_MAX_LENGTH);

/** 204; every other session of the account ends. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

/** One signed-in device: what it is (from its browser's User-Agent), when it signed in and was last used. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** « Chrome sur Android », « Safari sur iPhone »…; « Appareil inconnu » without a User-Agent. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});

/** The account's sessions, the current one first, then the most recently used. */
export const accountSessionListSchema = z.array(accountSessionSchema);

export const accountSessionParamsSchema = z.strictObject({ sessionId: z.coerce.number().int().positive() });

/** Deleting the account asks for its password. */
export const deleteAccountBodySchema = z.strictObject({ password: currentPasswordSchema });

/** « Mot de passe oublié » : the same answer (204) whether the address has an account or not. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });

/** The link's token and the new password; answers a session (the person is signed in). */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

/** What the sign-in screens need to know about this server before anyone is signed in. */
export const accountOptionsSchema = z.object({
  /** Whether « Mot de passe oublié » can send an e-mail (SMTP configured); otherwise ask the server's admin. */
  passwordResetByEmail: z.boolean(),
});

export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type AccountOptions = z.infer<typeof accountOptionsSchema>;
