/** Every reminders query key, built here only. */
export const remindersKeys = {
  all: ['reminders'] as const,
  /** The server's VAPID public key (null: the server sends no notification). */
  pushKey: () => [...remindersKeys.all, 'push-key'] as const,
  /** The member's devices that receive notifications. */
  pushSubscriptions: () => [...remindersKeys.all, 'push-subscriptions'] as const,
};
