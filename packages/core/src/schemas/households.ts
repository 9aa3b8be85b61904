import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  HOUSEHOLD_NAME_MAX_LENGTH,
  INVITATION_CODE_LENGTH,
  readInvitationCode,
} from '../domain/households.js';

const id = z.number().int();
const pathId = z.coerce.number().int().positive();

export const householdRoleSchema = z.enum(['owner', 'member']);

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Saisissez un nom.' })
  .max(DISPLAY_NAME_MAX_LENGTH, { message: `Le nom ne peut pas dépasser ${DISPLAY_NAME_MAX_LENGTH} caractères.` });

export const householdNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Saisissez un nom de foyer.' })
  .max(HOUSEHOLD_NAME_MAX_LENGTH, {
    message: `Le nom du foyer ne peut pas dépasser ${HOUSEHOLD_NAME_MAX_LENGTH} caractères.`,
  });

/**
 * Who did something (added a list line, ate a unit): the member as they are named today; null when
 * that member has since deleted their account (the screen shows « ancien membre »).
 */
export const memberRefSchema = z.object({ userId: id, displayName: z.string() }).nullable();

export const householdMemberSchema = z.object({
  userId: id,
  email: z.string(),
  displayName: z.string(),
  role: householdRoleSchema,
  joinedAt: z.string(),
});

/** `GET /household`: the caller's household, its members (owners first, then by arrival), and who is asking. */
export const householdDetailsSchema = z.object({
  id,
  name: z.string(),
  members: z.array(householdMemberSchema),
  you: id,
  /** `HH:MM`, Europe/Paris: when the members' calendars show the week plan's lunches and dinners. */
  lunchTime: z.string(),
  dinnerTime: z.string(),
  /** How many days leftovers keep in the fridge: their DLC after « J’ai cuisiné » (3 by default). */
  leftoverDays: z.number().int(),
});

const mealTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'L’heure s’écrit HH:MM (par exemple 12:30).' });

/** The name (owners only) and the meal times (any member: the plan is everyone's), at least one. */
export const updateHouseholdBodySchema = z
  .strictObject({
    name: householdNameSchema.optional(),
    lunchTime: mealTimeSchema.optional(),
    dinnerTime: mealTimeSchema.optional(),
    leftoverDays: z
      .number({ message: 'Un nombre de jours est attendu.' })
      .int({ message: 'Un nombre entier de jours est attendu.' })
      .min(1, { message: 'Au moins 1 jour.' })
      .max(7, { message: 'Au plus 7 jours.' })
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Rien à modifier.' });

export const memberParamsSchema = z.strictObject({ userId: pathId });

export const updateMemberBodySchema = z.strictObject({ role: householdRoleSchema });

/** A new invitation: the code is shown once (only its hash is kept), with the link that carries it. */
export const createdInvitationSchema = z.object({
  id,
  code: z.string(),
  /** The join screen's path under the app's base, e.g. `/Glouton/join/ACDEFGHJ`. */
  url: z.string(),
  expiresAt: z.string(),
});

/** A pending invitation (not used, not revoked, not expired); its code is not kept, so not shown. */
export const invitationSchema = z.object({
  id,
  createdAt: z.string(),
  expiresAt: z.string(),
  createdBy: memberRefSchema,
});

export const invitationListSchema = z.array(invitationSchema);

export const invitationParamsSchema = z.strictObject({ invitationId: pathId });

/** The code as typed (spaces, dashes and lower case accepted) becomes its canonical form. */
export const invitationCodeSchema = z
  .string()
  .max(INVITATION_CODE_LENGTH * 3)
  .transform((typed, context) => {
    // The words of the web's form (core's readInvitationCode), so the 400 says what the form would have.
    const read = readInvitationCode(typed);
    if ('error' in read) {
      context.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }
    return read.code;
  });

/** `/invitations/:code`: the code as the link carries it. */
export const invitationCodeParamsSchema = z.strictObject({ code: invitationCodeSchema });

/**
 * What an invitation's link says before it is accepted, to anyone holding the code: the household's name
 * and who invited (their name today; null once that account is gone) — nothing else of the household.
 */
export const invitationPreviewSchema = z.object({
  householdName: z.string(),
  invitedBy: z.string().nullable(),
});

export const joinHouseholdBodySchema = z.strictObject({
  code: invitationCodeSchema,
  /** Bring one's products, stock, list lines and recipes (merged), or leave them behind (deleted). */
  bringData: z.boolean().default(false),
});

/** After joining: the household one is now in (every session of the person moved with them). */
export const joinedHouseholdSchema = z.object({ id, name: z.string(), role: householdRoleSchema });

export type HouseholdRole = z.infer<typeof householdRoleSchema>;
export type MemberRef = z.infer<typeof memberRefSchema>;
export type HouseholdMember = z.infer<typeof householdMemberSchema>;
export type HouseholdDetails = z.infer<typeof householdDetailsSchema>;
export type UpdateHouseholdBody = z.infer<typeof updateHouseholdBodySchema>;
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type JoinHouseholdBody = z.infer<typeof joinHouseholdBodySchema>;
export type JoinedHousehold = z.infer<typeof joinedHouseholdSchema>;
