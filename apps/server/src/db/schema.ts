import type { UnitKey } from '@glouton/core/ingredients';
import type { Generated, Kysely } from 'kysely';

/**
 * Row types of every table. Timestamps are ISO 8601 UTC strings and calendar dates `YYYY-MM-DD`
 * strings on both engines, so one query code path serves SQLite and PostgreSQL (docs/decisions).
 */
export type Database = {
  households: HouseholdsTable;
  users: UsersTable;
  household_members: HouseholdMembersTable;
  sessions: SessionsTable;
  ended_sessions: EndedSessionsTable;
  shopping_list_items: ShoppingListItemsTable;
  products: ProductsTable;
  product_merges: ProductMergesTable;
  places: PlacesTable;
  stock_items: StockItemsTable;
  stock_events: StockEventsTable;
  off_cache: OffCacheTable;
  event_tickets: EventTicketsTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_availability: RecipeAvailabilityTable;
  recipe_availability_locks: { household_id: number };
  recipe_staples: RecipeStaplesTable;
  shopping_list_locks: { household_id: number };
  idempotency_keys: IdempotencyKeysTable;
  login_throttles: LoginThrottlesTable;
  household_invitations: HouseholdInvitationsTable;
  password_resets: PasswordResetsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  health_probe: HealthProbeTable;
  reminder_settings: ReminderSettingsTable;
  reminder_digests: ReminderDigestsTable;
  calendar_feeds: CalendarFeedsTable;
  server_secrets: ServerSecretsTable;
  plan_slots: PlanSlotsTable;
  plan_shopping_runs: PlanShoppingRunsTable;
  receipts: ReceiptsTable;
  receipt_lines: ReceiptLinesTable;
  receipt_matches: ReceiptMatchesTable;
};

/** What repositories run their SQL on: the database, or the transaction a service opened. */
export type Db = Kysely<Database>;

export type HouseholdsTable = {
  id: Generated<number>;
  name: string;
  created_at: string;
  /** `HH:MM`, Europe/Paris: when the members' calendars show the plan's lunches and dinners. */
  lunch_time: Generated<string>;
  dinner_time: Generated<string>;
  /** How many days leftovers keep in the fridge (migration 0025): their DLC. */
  leftover_days: Generated<number>;
};

export type UsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** Shown next to what the person does in the household (« ajouté par Marie »). */
  display_name: string;
  created_at: string;
};

/** A single-use code inviting to a household, valid 7 days; only the SHA-256 of the code is stored. */
export type HouseholdInvitationsTable = {
  id: Generated<number>;
  household_id: number;
  code_hash: string;
  /** Null once its author deleted their account. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
  revoked_at: string | null;
};

/** A « mot de passe oublié » link: single use, one hour; only the SHA-256 of its token is stored. */
export type PasswordResetsTable = {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type HouseholdMembersTable = {
  household_id: number;
  user_id: number;
  role: 'owner' | 'member';
  joined_at: string;
};

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  household_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  /** The browser's User-Agent at sign-in (the sessions list names the device from it). */
  user_agent: string | null;
};

/** A session a new password ended: its token's hash, kept until it would have expired (decision 0059). */
export type EndedSessionsTable = {
  token_hash: string;
  user_id: number;
  reason: 'password-changed';
  ended_at: string;
  expires_at: string;
};

export type ShoppingListItemsTable = {
  id: Generated<number>;
  household_id: number;
  product_id: number | null;
  label: string;
  quantity: number;
  note: string | null;
  added_at: string;
  checked_at: string | null;
  /** The aisle of a free-text line (product lines show their product's category). */
  category_id: Generated<number>;
  /** JSON array of the stock_events ids the check added; its undo removes those units. */
  check_event_ids: string | null;
  /** Who added the line; null once they deleted their account (« ancien membre »). */
  added_by: number | null;
};

/** Booleans are 0/1 integers on both engines; the repositories turn them into booleans. */
export type ProductsTable = {
  id: Generated<number>;
  household_id: number;
  scanned: 0 | 1;
  barcode: string | null;
  name: string;
  /**
   * `name`, then `brand` after a line break, lower-cased without accents (db/search-text.ts): what a
   * search matches (accent-insensitive LIKE) and the name order sorts on, on both engines.
   */
  search_name: string;
  brand: string | null;
  description: string | null;
  image_url: string | null;
  quantity: string | null;
  category_id: number;
  /** What the dates of its units mean (decision 0038). */
  date_kind: Generated<'dlc' | 'ddm'>;
  /** How many days a unit keeps once opened (« 3 jours après ouverture »); null: not said (0018). */
  keeps_open_days: Generated<number | null>;
  /** Leftovers of this recipe (« Restes — Gratin de courgettes », migration 0025); null for any other product. */
  leftover_recipe_id: Generated<number | null>;
  nutriscore: string | null;
  nova_group: number | null;
  ecoscore: string | null;
  notes: string | null;
  /** JSON text of the Open Food Facts snapshot. */
  off_snapshot: string | null;
  added_to_list_at: string | null;
  /** Stock summary kept in step with stock_items by every stock change (list ordering). */
  in_stock: Generated<0 | 1>;
  closest_expires_on: string | null;
  expiry_sort: Generated<string>;
  created_at: string;
  updated_at: string;
};

/** A product merged into another (decision 0058): its id, still asked for by links, and where it went. */
export type ProductMergesTable = {
  product_id: number;
  into_product_id: number;
  merged_at: string;
};

export type StockItemsTable = {
  id: Generated<number>;
  household_id: number;
  product_id: number;
  /** The effective date: an opened unit's is the earlier of its own and its limit once opened. */
  expires_on: string | null;
  added_at: string;
  /** Since when the unit is *entamé*; null while sealed (migration 0018). */
  opened_on: Generated<string | null>;
  /** An opened unit's own date, given back when the opening is undone. */
  sealed_expires_on: Generated<string | null>;
  /** Where it is (migration 0024): every unit has one, written by every insert. */
  place_id: number;
  /** Since when it is frozen (kept once thawed); its `expires_on` is then the freezer's date. */
  frozen_on: Generated<string | null>;
  /** A frozen unit's date before it was frozen. */
  original_expires_on: Generated<string | null>;
  /** When it was thawed: it cannot be frozen again. */
  thawed_on: Generated<string | null>;
  /** What it cost, in cents: its share of what was paid (migration 0026); null when not known. */
  price_cents: Generated<number | null>;
  /** « Date à vérifier » (migration 0028): added without a date nobody chose; cleared once dated or « Sans date ». */
  date_to_check: Generated<0 | 1>;
};

/** The household's places (migration 0024): its fridge, freezer and pantry (`built_in`), and its own. */
export type PlacesTable = {
  id: Generated<number>;
  household_id: number;
  name: string;
  kind: 'fridge' | 'freezer' | 'pantry' | 'other';
  built_in: Generated<0 | 1>;
  created_at: string;
};

export type StockEventKind = 'added' | 'consumed' | 'discarded' | 'opened' | 'frozen' | 'thawed';

export type StockEventsTable = {
  id: Generated<number>;
  household_id: number;
  product_id: number;
  kind: StockEventKind;
  stock_item_id: number;
  expires_on: string | null;
  item_added_at: string;
  at: string;
  undone_at: string | null;
  /** Who added, ate or threw away the unit; null once they deleted their account (« ancien membre »). */
  done_by: number | null;
  /** The recipe a `consumed` unit was cooked for (« J’ai cuisiné »); null otherwise (migration 0016). */
  recipe_id: Generated<number | null>;
  /** The unit's opening (`stock_items`) when the event was written: an undone « mangé » restores it. */
  opened_on: Generated<string | null>;
  sealed_expires_on: Generated<string | null>;
  /**
   * Where the unit was before the event (migration 0024): an undone « mangé », freeze or thaw puts it
   * back there. The freezing columns are the unit's as the event leaves it (as it was, for a unit that
   * leaves). Null on events written before.
   */
  place_id: Generated<number | null>;
  frozen_on: Generated<string | null>;
  original_expires_on: Generated<string | null>;
  thawed_on: Generated<string | null>;
  /** A `thawed` event's freezer date, given back when the thaw is undone. */
  previous_expires_on: Generated<string | null>;
  /** The unit's price in cents when the event was written (migration 0026): the Bilan's euros, an undo's. */
  price_cents: Generated<number | null>;
  /** An `added` event's store, when a receipt named it (migration 0029): the product page's prices. */
  store: Generated<string | null>;
  /**
   * Whether the unit's date was to check before the event (decision 0072, migration 0031): an undone
   * « mangé », « jeté » or freeze flags it again. 0 on `added` events and on events written before.
   */
  date_to_check: Generated<0 | 1>;
};

export type OffCacheTable = {
  barcode: string;
  status: 'found' | 'not-found';
  /** JSON text of the Open Food Facts product as received (null when not found). */
  payload: string | null;
  fetched_at: string;
  expires_at: string;
};

/** Single-use tickets opening the live events stream; only the SHA-256 of the ticket is stored. */
export type EventTicketsTable = {
  ticket_hash: string;
  household_id: number;
  /** The session that asked for it: its stream closes when that session ends. */
  session_id: number | null;
  expires_at: string;
};

export type RecipesTable = {
  id: Generated<number>;
  household_id: number;
  name: string;
  /** `name` lower-cased without accents (core's foldText). */
  search_name: string;
  description: string | null;
  servings: number | null;
  duration_minutes: number | null;
  /** JSON text array of the steps, in order. */
  steps: string;
  /** JSON text array of `{name, firstStep}`: where each named part of the method starts (« Montage »). */
  step_sections: Generated<string>;
  image_url: string | null;
  source_url: string | null;
  created_at: string;
  updated_at: string;
};

export type RecipeIngredientsTable = {
  id: Generated<number>;
  recipe_id: number;
  household_id: number;
  /** 0-based order of the line in the recipe. */
  position: number;
  /** Null for free text, or once the linked product was deleted (the label stays). */
  product_id: number | null;
  label: string;
  quantity: string | null;
  /** Read from `quantity` and `label` when the line is saved (docs/decisions/0039); null: no amount. */
  amount: number | null;
  amount_max: number | null;
  /** A canonical unit key (`g`, `tbsp`…); null for a count or no amount. */
  unit: UnitKey | null;
  /** The food named, folded and singular, for comparison. */
  food: string | null;
  /** The heading the line sits under (« Pour la pâte »), or null. */
  group_name: string | null;
};

/**
 * A recipe's availability (docs/decisions/0015, 0027), kept in step with every stock change by the
 * recipes module. `expiring_soon_count` depends on the day: it holds for every « expiring soon »
 * limit from `soon_from` (included) to `soon_until` (excluded), and is counted again outside.
 */
export type RecipeAvailabilityTable = {
  recipe_id: number;
  household_id: number;
  total_count: number;
  available_count: number;
  expiring_soon_count: number;
  soon_from: string;
  soon_until: string;
  /** Of total_count, the foods of lines linked to no product that are not staples (decision 0057). */
  to_check_count: Generated<number>;
};

/** « Toujours à la maison »: a household's own staples (JSON array of labels); no row: the default list. */
export type RecipeStaplesTable = {
  household_id: number;
  staples: string;
  updated_at: string;
};

/** The first answer to a creating request, per account and `Idempotency-Key` (kept 24 hours). */
export type IdempotencyKeysTable = {
  user_id: number;
  key: string;
  /** SHA-256 of the method, path and body: the same key on another request is refused. */
  fingerprint: string;
  /** Null while the first request runs. */
  status: number | null;
  response: string | null;
  created_at: string;
};

/** Failed log-ins per e-mail (known or not): after a few, each attempt waits a little longer. */
export type LoginThrottlesTable = {
  email: string;
  failures: number;
  blocked_until: string;
  updated_at: string;
};

/** A device a member allowed to receive notifications (its browser's PushSubscription). */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  /** The session that subscribed: signing that device out deletes the row (foreign key). */
  session_id: number;
  /** The push service's URL for this device (https), unique across the server. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url) that each payload is encrypted for. */
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_success_at: string | null;
};

/** The server's one VAPID key pair (base64url, as `web-push` makes them); `id` is always 1. */
export type PushVapidKeysTable = {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
};

/** One row, rewritten by /api/health: the proof that the database still accepts writes. */
export type HealthProbeTable = {
  id: number;
  checked_at: string;
};

/** A member's reminders once they changed one (decision 0041); without a row, the defaults hold. */
export type ReminderSettingsTable = {
  user_id: number;
  lead_days: number;
  /** 0–23, Europe/Paris. */
  digest_hour: number;
  push: 0 | 1;
  email: 0 | 1;
  calendar: 0 | 1;
  /** ISO days of the week with no digest, comma-separated (`6,7`), empty for none. */
  quiet_days: string;
  updated_at: string;
};

/**
 * A member's digest of one day (Europe/Paris), taken by one app server: the primary key (user, day)
 * is what makes two servers never send it twice. `sent_at` is set once its channels answered.
 */
export type ReminderDigestsTable = {
  user_id: number;
  day: string;
  household_id: number;
  taken_at: string;
  sent_at: string | null;
  /** Entries in the digest (0: there was nothing to say, nothing was sent). */
  units: Generated<number>;
  delivered: Generated<number>;
  failed: Generated<number>;
};

/** A member's private calendar address; only the SHA-256 of its secret is stored. */
export type CalendarFeedsTable = {
  user_id: number;
  secret_hash: string;
  created_at: string;
};

/** Secrets of the server itself, made at first need and shared by every app server (the database). */
export type ServerSecretsTable = {
  name: string;
  value: string;
  created_at: string;
};

/** A filled slot of the week plan (decision 0046): a recipe and its servings, or a note. */
export type PlanSlotsTable = {
  household_id: number;
  date: string;
  meal: 'lunch' | 'dinner';
  recipe_id: number | null;
  servings: number | null;
  note: string | null;
  cooked_at: string | null;
  /** JSON array of the stock events « J'ai cuisiné » wrote from this slot (its undo finds the slot). */
  cook_event_ids: string | null;
  updated_at: string;
  /** Leftovers to finish at this meal (a product « Restes — … », migration 0025) instead of a recipe. */
  product_id: Generated<number | null>;
};

/** One « Ajouter les courses de la semaine »: what it did to the list (JSON), for its undo (decision 0047). */
export type PlanShoppingRunsTable = {
  id: Generated<number>;
  household_id: number;
  from_date: string;
  to_date: string;
  effects: string;
  created_at: string;
  undone_at: string | null;
};

/** A till receipt read (migration 0027, decision 0069); `applied_at` once its units went to the cupboard. */
export type ReceiptsTable = {
  id: Generated<number>;
  household_id: number;
  store: string | null;
  purchased_on: string | null;
  total_cents: number | null;
  source: 'photo' | 'pdf' | 'text';
  items_cents: number;
  discounts_cents: number;
  sum_ok: number;
  created_at: string;
  created_by: number | null;
  applied_at: string | null;
  /** JSON array of the shopping-list lines the apply ticked (a second apply answers them again). */
  applied_list_items: string | null;
  /** The total as OCR read it, when core's parser put one digit of it right (migration 0030). */
  total_read: string | null;
};

/** A receipt's line as read, and what the apply did with it (null while not applied or left out). */
export type ReceiptLinesTable = {
  receipt_id: number;
  line_index: number;
  text: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  weight_grams: number | null;
  kind: 'item' | 'discount' | 'deposit' | 'other';
  applied_product_id: number | null;
  applied_units: number | null;
  applied_unit_price_cents: number | null;
  applied_created: number | null;
  /** One digit OCR misread put right (migration 0030): in the amount or the detail, and what was read. */
  corrected_of: 'amount' | 'detail' | null;
  corrected_read: string | null;
};

/** What a household confirmed: this store's line text (normalised) is this product. */
export type ReceiptMatchesTable = {
  household_id: number;
  /** The store as read; '' when none was. */
  store: string;
  line_key: string;
  product_id: number;
  confirmed_at: string;
};
