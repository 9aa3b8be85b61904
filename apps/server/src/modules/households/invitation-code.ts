import { createHash, randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@glouton/core/domain';

/** A new code: 8 characters drawn by the system's cryptographic generator (23⁸ ≈ 7.8 × 10¹⁰ codes). */
export function generateInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++)
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

/** Only this is stored, as for session tokens: a copy of the database opens no household. */
export const hashInvitationCode = (code: string) => createHash('sha256').update(code).digest('hex');
