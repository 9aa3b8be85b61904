/** Every auth query key, built here only. */
export const authKeys = {
  all: ['auth'] as const,
  /** What this server offers before anyone signs in (e-mails for a forgotten password or not). */
  accountOptions: () => [...authKeys.all, 'account-options'] as const,
};
