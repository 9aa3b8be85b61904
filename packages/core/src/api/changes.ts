// What a change on the server makes out of date, declared once for both sides (decision 0054): the web
// refreshes the queries that show each view (apps/web/src/app/data/refresh.ts), the server forgets the
// answers it remembered per household for it (apps/server/src/bus/household-memo.ts). Neither side says
// on its own what a change refreshes, so the two cannot drift apart.

/**
 * What can change on the server, in the words of the live events (`stock-changed` → `stock`): a web
 * mutation says what it changed, the live stream says what another device changed, and the server's
 * events each announce one of them (or none of their own).
 */
export const DOMAIN_CHANGES = [
  'shopping-list',
  'stock',
  'products',
  'recipes',
  'plan',
  'household',
  'account',
  'reminders',
] as const;

export type DomainChange = (typeof DOMAIN_CHANGES)[number];

/** What a screen shows or the server remembers, that a change can make out of date. */
export const VIEWS = [
  // Product lists, home's and the product pages: names, units, « à acheter ».
  'products',
  // How many products each filter of the list keeps (its `total`).
  'product-counts',
  // A product's history: what happened to its units, and who did it.
  'product-history',
  // The shopping list's search for a product to add.
  'product-search',
  // The list's lines, and who added them.
  'shopping-list',
  // What ran out, proposed for the list.
  'shopping-suggestions',
  // Recipes, their lines' products and their availability.
  'recipes',
  // The week plan: its meals, cooked or not.
  'plan',
  // Each member's private calendar feed (read by calendar apps: remembered by the server only).
  'calendar',
  // Today's digest, as « Rappels » previews it.
  'digest',
  // The Bilan.
  'stats',
  // « Foyer »: the household, its members and roles, its invitations.
  'household',
  // « Compte »: the person's name and signed-in devices.
  'account',
  // The devices that receive the person's notifications.
  'push-devices',
  // The person's reminder settings.
  'reminders',
] as const;

export type View = (typeof VIEWS)[number];

/** The views each change makes stale. */
export const STALE_AFTER: Record<DomainChange, readonly View[]> = {
  // Lines and « épuisés »; products carry « à acheter » (addedToListAt). Not the footer's count: the
  // badge moves with each action and the live stream says the exact count.
  'shopping-list': ['shopping-list', 'shopping-suggestions', 'products'],
  // Units came or went: product lists and pages, their counts and histories, recipes' availability,
  // out-of-stock suggestions, today's digest, the Bilan, the calendars' expiry days.
  stock: [
    'products',
    'product-counts',
    'product-history',
    'recipes',
    'shopping-suggestions',
    'digest',
    'stats',
    'calendar',
  ],
  // Names, pictures, categories, dates' kinds: shown by products, recipes' lines, list lines, the
  // digest, the Bilan and the calendars.
  products: [
    'products',
    'product-counts',
    'recipes',
    'shopping-list',
    'shopping-suggestions',
    'product-search',
    'digest',
    'stats',
    'calendar',
  ],
  // Recipes are named in the week plan and its calendar events (a deleted one empties its slots).
  recipes: ['recipes', 'digest', 'plan', 'calendar'],
  plan: ['plan', 'calendar'],
  // Members and their names: shown next to list lines (« ajouté par ») and in products' history;
  // « Foyer » itself; the household's meal times, in the calendars.
  household: ['household', 'shopping-list', 'products', 'product-history', 'digest', 'calendar'],
  // The person's own account (no live event: only what this device did).
  account: ['account', 'push-devices'],
  // The person's own reminders (settings, and the digest they decide on).
  reminders: ['reminders'],
};

/** The changes that make this view stale. */
export const changesStaling = (view: View): DomainChange[] =>
  DOMAIN_CHANGES.filter((change) => STALE_AFTER[change].includes(view));
