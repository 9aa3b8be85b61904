// The rules of a household of several people, shared by the server (validation, codes) and the web
// (forms, the code typed on the join screen).

/** A display name: shown next to what a member did (« ajouté par Marie »). */
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const HOUSEHOLD_NAME_MAX_LENGTH = 80;

/**
 * An invitation code: short enough to read aloud, without the characters one mistakes for another
 * (0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V).
 */
export const INVITATION_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_VALID_DAYS = 7;

/** What a person typed (spaces, dashes, lower case) as the code it stands for, or null when it cannot be one. */
export function normaliseInvitationCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== INVITATION_CODE_LENGTH) return null;
  for (const char of code) if (!INVITATION_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** A code as it is shown and read aloud: two groups of four (« ACDE-FGHJ »). */
export function formatInvitationCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The name a new account starts with: the address's local part (« marie.dupont » for marie.dupont@…). */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.slice(0, DISPLAY_NAME_MAX_LENGTH) || email.slice(0, DISPLAY_NAME_MAX_LENGTH);
}

/** What a past action shows when the member who made it deleted their account. */
export const FORMER_MEMBER_LABEL = 'ancien membre';
