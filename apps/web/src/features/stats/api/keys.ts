/** Every stats query key, built here only (the refresh map refreshes them all on `stock` and `products`). */
export const statsKeys = {
  all: ['stats'] as const,
  span: (from: string, to: string) => [...statsKeys.all, from, to] as const,
};
