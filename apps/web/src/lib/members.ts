import { FORMER_MEMBER_LABEL } from '@glouton/core/domain';
import type { MemberRef } from '@glouton/core/schemas';

/**
 * Who did something, as a screen names them: « vous » for the person looking, « ancien membre » for
 * someone who deleted their account, else the member's name as it is today.
 */
export function memberName(ref: MemberRef, you: number): string {
  if (ref === null) return FORMER_MEMBER_LABEL;
  return ref.userId === you ? 'vous' : ref.displayName;
}
