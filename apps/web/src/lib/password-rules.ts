import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@glouton/core/domain';

/** The rule a new password follows, shown under the field (core's passwordSchema says the same). */
export const PASSWORD_RULES = `Au moins ${PASSWORD_MIN_LENGTH} caractères.`;

/** What is wrong with a new password, as the form says it; null when it follows the rules. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
  return null;
}
