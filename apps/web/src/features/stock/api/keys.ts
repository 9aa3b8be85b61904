/** Every stock query key, built here only (the refresh map refreshes them all on `stock`). */
export const stockKeys = {
  all: ['stock'] as const,
  histories: () => [...stockKeys.all, 'history'] as const,
  history: (productId: number) => [...stockKeys.histories(), productId] as const,
  /** Under the histories: whatever refreshes a product's history refreshes its prices (decision 0070). */
  prices: (productId: number) => [...stockKeys.histories(), productId, 'prices'] as const,
};
