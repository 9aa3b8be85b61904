/** Every stock query key, built here only (the refresh map refreshes them all on `stock`). */
export const stockKeys = {
  all: ['stock'] as const,
  histories: () => [...stockKeys.all, 'history'] as const,
  history: (productId: number) => [...stockKeys.histories(), productId] as const,
};
