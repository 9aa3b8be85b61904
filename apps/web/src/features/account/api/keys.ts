/** Every account query key, built here only (the refresh map refreshes them all on `account`). */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
