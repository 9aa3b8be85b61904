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

/**
 * What a person typed (spaces, dashes, lower case) as the code it stands for, or why it cannot be one, in
 * French: the « J’ai un code » form and the API's 400 say the same. A code of the right length with a
 * character the alphabet leaves out (« ZZZZ-9999 ») names that character: « 8 caractères » would be
 * no help to someone who typed eight.
 */
export function readInvitationCode(typed: string): { code: string } | { error: string } {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== INVITATION_CODE_LENGTH) {
    return {
      error: `Le code d’invitation a ${INVITATION_CODE_LENGTH} caractères (lettres et chiffres), par exemple ACDE-FGHJ.`,
    };
  }
  const foreign = [...new Set([...code].filter((char) => !INVITATION_CODE_ALPHABET.includes(char)))];
  return foreign.length === 0 ? { code } : { error: foreignCharactersError(foreign) };
}

/** What a person typed as the code it stands for, or null when it cannot be one. */
export function normaliseInvitationCode(typed: string): string | null {
  const read = readInvitationCode(typed);
  return 'code' in read ? read.code : null;
}

const quoted = (char: string) => `«\u00a0${char}\u00a0»`;

/** « Le caractère « Z » n’existe pas… » or « Les caractères « Z » et « 0 » n’existent pas… », and what a code is made of. */
function foreignCharactersError(chars: readonly string[]): string {
  const last = chars.at(-1) ?? '';
  const named = chars.length === 1 ? quoted(last) : `${chars.slice(0, -1).map(quoted).join(', ')} et ${quoted(last)}`;
  const subject = chars.length === 1 ? `Le caractère ${named} n’existe` : `Les caractères ${named} n’existent`;
  const letters = INVITATION_CODE_ALPHABET.replace(/[0-9]/g, '');
  const digits = INVITATION_CODE_ALPHABET.replace(/[A-Z]/g, '');
  return `${subject} pas dans un code d’invitation\u00a0: un code n’a que les lettres ${letters} et les chiffres ${digits}. Vérifiez le code reçu.`;
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
