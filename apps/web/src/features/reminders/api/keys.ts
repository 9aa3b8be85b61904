/** Every reminders query key, built here only (the refresh map refreshes them on `reminders`). */
export const reminderKeys = {
  all: ['reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  /** Today's digest: it follows the cupboard, the products and the recipes. */
  preview: () => [...reminderKeys.all, 'preview'] as const,
  /** The server's VAPID public key (null: the server sends no notification). */
  pushKey: () => [...reminderKeys.all, 'push-key'] as const,
  /** The member's devices that receive notifications. */
  pushSubscriptions: () => [...reminderKeys.all, 'push-subscriptions'] as const,
};
