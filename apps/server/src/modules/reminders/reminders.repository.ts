import { DEFAULT_REMINDER_SETTINGS } from '@glouton/core/domain';
import type { ReminderSettings } from '@glouton/core/schemas';
import type { Selectable } from 'kysely';
import type { Db, ReminderSettingsTable } from '../../db/schema.js';

/** A member the digest goes to: who, where their household's data is, and their settings. */
export type Recipient = {
  userId: number;
  householdId: number;
  email: string;
  displayName: string;
  settings: ReminderSettings;
};

/** The settings columns as read (null: the member has no row, the defaults hold). */
type SettingsColumns = {
  [K in keyof Omit<Selectable<ReminderSettingsTable>, 'user_id' | 'updated_at' | 'email'>]:
    | Selectable<ReminderSettingsTable>[K]
    | null;
} & { email_on: 0 | 1 | null };

const bool = (value: number | null) => value === 1;

/** A stored row, or the defaults for a member who never changed anything. */
export function toSettings(row: SettingsColumns | undefined): ReminderSettings {
  if (!row || row.lead_days === null) {
    return {
      ...DEFAULT_REMINDER_SETTINGS,
      channels: { ...DEFAULT_REMINDER_SETTINGS.channels },
      quietDays: [...DEFAULT_REMINDER_SETTINGS.quietDays],
    };
  }
  return {
    leadDays: row.lead_days,
    digestHour: row.digest_hour ?? DEFAULT_REMINDER_SETTINGS.digestHour,
    channels: { push: bool(row.push), email: bool(row.email_on), calendar: bool(row.calendar) },
    quietDays: row.quiet_days ? row.quiet_days.split(',').map(Number) : [],
  };
}

// `email` is also the user's address: the channel's column is read under another name.
const SETTINGS_COLUMNS = [
  's.lead_days',
  's.digest_hour',
  's.push',
  's.email as email_on',
  's.calendar',
  's.quiet_days',
] as const;

/**
 * SQL only: `reminder_settings`, `reminder_digests` and `server_secrets` (reading the members of `users`
 * and households).
 */
export const remindersRepository = {
  async settingsOf(db: Db, userId: number): Promise<ReminderSettings> {
    const row = await db
      .selectFrom('users as u')
      .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
      .select(SETTINGS_COLUMNS)
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return toSettings(row);
  },

  async saveSettings(db: Db, userId: number, settings: ReminderSettings, now: string): Promise<void> {
    const columns = {
      lead_days: settings.leadDays,
      digest_hour: settings.digestHour,
      push: settings.channels.push ? (1 as const) : (0 as const),
      email: settings.channels.email ? (1 as const) : (0 as const),
      calendar: settings.channels.calendar ? (1 as const) : (0 as const),
      quiet_days: [...settings.quietDays].sort().join(','),
      updated_at: now,
    };
    await db
      .insertInto('reminder_settings')
      .values({ user_id: userId, ...columns })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(columns))
      .execute();
  },

  /** The e-mail channel off, from the e-mail's own link (the other settings stay as they were). */
  async turnEmailOff(db: Db, userId: number, now: string): Promise<void> {
    const settings = await remindersRepository.settingsOf(db, userId);
    await remindersRepository.saveSettings(
      db,
      userId,
      { ...settings, channels: { ...settings.channels, email: false } },
      now,
    );
  },

  /** The account's address ('' once the account is gone). */
  async emailOf(db: Db, userId: number): Promise<string> {
    const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    return row?.email ?? '';
  },

  /** One member as a recipient (the caller of « m'envoyer maintenant »). */
  async recipient(db: Db, userId: number, householdId: number): Promise<Recipient | undefined> {
    const row = await db
      .selectFrom('users as u')
      .leftJoin('reminder_settings as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.display_name', ...SETTINGS_COLUMNS])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { userId, householdId, email: row.email, displayName: row.display_name, settings: toSettings(row) };
  },

  /**
   * Every member who has not had today's digest yet (no row for the day), with their settings; the
   * scheduler then keeps those whose hour has come. Ordered by user id: the same order on every server.
   */
  async waiting(db: Db, day: string): Promise<Recipient[]> {
    const rows = await db
      .selectFrom('household_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('reminder_settings as s', 's.user_id', 'm.user_id')
      .leftJoin('reminder_digests as d', (join) => join.onRef('d.user_id', '=', 'm.user_id').on('d.day', '=', day))
      .select(['m.user_id', 'm.household_id', 'u.email', 'u.display_name', ...SETTINGS_COLUMNS])
      .where('d.user_id', 'is', null)
      .orderBy('m.user_id')
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      householdId: row.household_id,
      email: row.email,
      displayName: row.display_name,
      settings: toSettings(row),
    }));
  },

  /**
   * Takes the member's digest of the day for this server: true for the one server whose insert went in,
   * false for every other (the primary key refuses the second row, on SQLite and PostgreSQL alike).
   */
  async take(db: Db, input: { userId: number; householdId: number; day: string; now: string }): Promise<boolean> {
    const result = await db
      .insertInto('reminder_digests')
      .values({ user_id: input.userId, household_id: input.householdId, day: input.day, taken_at: input.now })
      .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async sent(
    db: Db,
    input: { userId: number; day: string; now: string; units: number; delivered: number; failed: number },
  ): Promise<void> {
    await db
      .updateTable('reminder_digests')
      .set({ sent_at: input.now, units: input.units, delivered: input.delivered, failed: input.failed })
      .where('user_id', '=', input.userId)
      .where('day', '=', input.day)
      .execute();
  },

  /** The last day before `day` a digest with something in it reached the member (its passed dates are not repeated). */
  async lastDigestDay(db: Db, userId: number, day: string): Promise<string | null> {
    const row = await db
      .selectFrom('reminder_digests')
      .select((eb) => eb.fn.max('day').as('day'))
      .where('user_id', '=', userId)
      .where('day', '<', day)
      .where('delivered', '>', 0)
      .executeTakeFirst();
    return row?.day ?? null;
  },

  /** Keeps `value` as the secret `name` unless one is kept already (two servers at once: one row). */
  async keepSecret(db: Db, name: string, value: string, now: string): Promise<void> {
    await db
      .insertInto('server_secrets')
      .values({ name, value, created_at: now })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  },

  async secret(db: Db, name: string): Promise<string> {
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  },
};
