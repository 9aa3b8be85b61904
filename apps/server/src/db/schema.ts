import type { Generated } from 'kysely';

/**
 * Row types of every table. Timestamps are ISO 8601 UTC strings and calendar dates `YYYY-MM-DD`
 * strings on both engines, so one query code path serves SQLite and PostgreSQL (docs/decisions).
 */
export type Database = {
  households: HouseholdsTable;
  users: UsersTable;
  household_members: HouseholdMembersTable;
  sessions: SessionsTable;
  shopping_list_items: ShoppingListItemsTable;
};

export type HouseholdsTable = {
  id: Generated<number>;
  name: string;
  created_at: string;
};

export type UsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
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
};
