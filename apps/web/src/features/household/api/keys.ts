/** Every household query key, built here only (the refresh map refreshes them all on `household`). */
export const householdKeys = {
  all: ['household'] as const,
  details: () => [...householdKeys.all, 'details'] as const,
  invitations: () => [...householdKeys.all, 'invitations'] as const,
  /** What a code's link says (public: the same for whoever asks). */
  invitation: (code: string) => [...householdKeys.all, 'invitation', code] as const,
};
