import { z } from 'zod';
import { REMINDER_LIMITS } from '../domain/reminders.js';
import { calendarDateSchema, dateKindSchema } from './products.js';

/** How a digest reaches a member. */
export const reminderChannelSchema = z.enum(['push', 'email', 'calendar']);

/** A digest's sections, most urgent first (domain/reminders.ts says which units go where). */
export const digestSectionKindSchema = z.enum(['dlc-passed', 'today', 'tomorrow', 'freeze', 'soon', 'ddm-passed']);

const channelsSchema = z.strictObject({
  push: z.boolean({ message: 'Attendu\u00a0: vrai ou faux.' }),
  email: z.boolean({ message: 'Attendu\u00a0: vrai ou faux.' }),
  calendar: z.boolean({ message: 'Attendu\u00a0: vrai ou faux.' }),
});

/** A member's reminders: when the daily digest goes out and where. */
export const reminderSettingsSchema = z.strictObject({
  /** A unit this many days ahead (or closer) is in the digest: 1–14, 3 by default. */
  leadDays: z
    .number({ message: 'Un nombre de jours est attendu.' })
    .int({ message: 'Un nombre entier de jours est attendu.' })
    .min(REMINDER_LIMITS.leadDays.min, { message: `Au moins ${REMINDER_LIMITS.leadDays.min}\u00a0jour.` })
    .max(REMINDER_LIMITS.leadDays.max, { message: `Au plus ${REMINDER_LIMITS.leadDays.max}\u00a0jours.` }),
  /** The hour of the digest, 0–23, in the household's time zone (Europe/Paris); 18 by default. */
  digestHour: z
    .number({ message: 'Une heure est attendue.' })
    .int({ message: 'Une heure entière est attendue.' })
    .min(0, { message: 'Une heure entre 0 et 23 est attendue.' })
    .max(23, { message: 'Une heure entre 0 et 23 est attendue.' }),
  channels: channelsSchema,
  /** Days of the week with no digest, ISO numbers (1 Monday … 7 Sunday). */
  quietDays: z
    .array(
      z
        .number({ message: 'Un jour de la semaine est attendu (1 lundi … 7 dimanche).' })
        .int()
        .min(1, { message: 'Un jour de la semaine est attendu (1 lundi … 7 dimanche).' })
        .max(7, { message: 'Un jour de la semaine est attendu (1 lundi … 7 dimanche).' }),
    )
    .max(7)
    .refine((days) => new Set(days).size === days.length, { message: 'Un jour est répété.' }),
});

/** What the « Rappels » screen reads: the settings and what each channel can do on this server. */
export const reminderSettingsResponseSchema = reminderSettingsSchema.extend({
  /** Whether the server can send e-mails (SMTP) and Web Push (VAPID): a channel it cannot use is greyed out. */
  available: z.object({ push: z.boolean(), email: z.boolean(), calendar: z.boolean() }),
  /** Where the e-mails go: the account's address. */
  email: z.string(),
  /** Whether a private calendar address exists (its URL is shown only once, when made). */
  calendarSubscribed: z.boolean(),
});

export const digestUnitSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  expiresOn: calendarDateSchema,
  dateKind: dateKindSchema,
  /** Units of this product with this date (a pack of six yaourts is one entry). */
  count: z.number().int().min(1),
  /** In the `freeze` section: those units, so that one tap freezes them. */
  itemIds: z.array(z.number().int()).optional(),
});

export const digestSectionSchema = z.object({
  kind: digestSectionKindSchema,
  units: z.array(digestUnitSchema),
});

export const digestRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many of the digest's products the recipe uses. */
  uses: z.number().int().min(1),
});

/** A member's digest of a day, as it is (or would be) sent. Empty sections are left out. */
export const digestSchema = z.object({
  date: calendarDateSchema,
  sections: z.array(digestSectionSchema),
  recipes: z.array(digestRecipeSchema),
});

export const reminderTestBodySchema = z.strictObject({
  channel: z.enum(['push', 'email'], {
    message:
      'Canal inconnu\u00a0: «\u00a0push\u00a0» ou «\u00a0email\u00a0» (le calendrier ne s’envoie pas, il se consulte).',
  }),
});

/** What a « m'envoyer maintenant » did: the digest of today, or a short sample when it would be empty. */
export const reminderTestResponseSchema = z.object({
  channel: z.enum(['push', 'email']),
  sample: z.boolean(),
  /** Devices reached (push) or messages accepted by the SMTP server (e-mail). */
  delivered: z.number().int().min(0),
  failed: z.number().int().min(0),
});

export const calendarFeedSchema = z.object({
  /** The private address: anyone who has it reads the calendar, so it is shown once. */
  url: z.string(),
});

export const calendarSecretParamsSchema = z.strictObject({
  secret: z.string().regex(/^[\w-]{20,100}\.ics$/),
});

/**
 * The e-mail's unsubscribe link carries its token in the address: the « Se désabonner » page sends it
 * back, and so does a mail client's one-click unsubscribe (RFC 8058), which posts a form of its own.
 */
export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(10).max(500) });

export type ReminderChannel = z.infer<typeof reminderChannelSchema>;
export type DigestSectionKind = z.infer<typeof digestSectionKindSchema>;
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;
export type DigestUnit = z.infer<typeof digestUnitSchema>;
export type DigestSection = z.infer<typeof digestSectionSchema>;
export type DigestRecipe = z.infer<typeof digestRecipeSchema>;
export type Digest = z.infer<typeof digestSchema>;
export type ReminderTestBody = z.infer<typeof reminderTestBodySchema>;
export type ReminderTestResponse = z.infer<typeof reminderTestResponseSchema>;
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
