/**
 * Every event a module announces, and what it carries. A module announces only its own data's changes
 * (`tx.emit`): the modules keeping data of their own in step react inside that transaction
 * (`bus.inTransaction`), and everyone else hears it after the commit (the live stream, caches…). A
 * payload carries what those reactions need: the ids of what changed.
 */
export type DomainEvents = {
  /**
   * Lines were added, edited, checked, unchecked or removed. `productIds`: the products whose lines
   * these were (the products module keeps their « on the list » mark in step); none for free text.
   */
  'shopping-list.changed': { householdId: number; productIds: number[] };
  /**
   * Units came into or left the cupboard (added, eaten, thrown away, opened, dated, undone, moved in
   * by a join or an import): the products module counts these products' stock summary again, then the
   * recipes module their recipes' availability.
   */
  'stock.changed': { householdId: number; productIds: number[] };
  /** Products were created or edited. */
  'product.changed': { householdId: number; productIds: number[] };
  /** A product is gone, with its units and its list lines. */
  'product.deleted': { householdId: number; productId: number };
  /** Recipes were created, edited or deleted. */
  'recipe.changed': { householdId: number; recipeIds: number[] };
  /**
   * A cook was undone (its stock events taken back): the plan's slot it marked, if any, is unmarked
   * (the plan module's reaction, in the undo's transaction).
   */
  'recipe.cook-undone': { householdId: number; recipeId: number; eventIds: number[] };
  /** The week plan changed: slots filled, moved, emptied, cooked or uncooked; the meal times. */
  'plan.changed': { householdId: number };
  /** A member changed their display name: the household's screens show it. */
  'member.renamed': { householdId: number };
  /** A member deleted their account: the household lost them (and may have a new owner). */
  'member.deleted': { householdId: number };
  /** Sessions ended (logout): every app server must refuse them from now on. */
  'session.ended': { sessionIds: number[] };
  /** The household was renamed or a member's role changed: its screens show the members again. */
  'household.changed': { householdId: number };
  /**
   * A person joined another household, left theirs or was removed: every one of their sessions now
   * belongs to `toHouseholdId`. Every app server forgets those sessions and closes their streams of
   * the old household (emitted with `confirm`, like a logout).
   */
  'household.member-moved': { userId: number; fromHouseholdId: number; toHouseholdId: number; sessionIds: number[] };
};

export type EventName = keyof DomainEvents;

/** One event as it travels between app servers. */
export type EventMessage = { [K in EventName]: { name: K; payload: DomainEvents[K] } }[EventName];
