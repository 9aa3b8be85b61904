/** Every receipts query key, built here only. */
export const receiptKeys = {
  all: ['receipts'] as const,
  list: () => [...receiptKeys.all, 'list'] as const,
  detail: (id: number) => [...receiptKeys.all, 'detail', id] as const,
  /** « Changer »: the household's products found for what the person typed. */
  productSearch: (search: string) => [...receiptKeys.all, 'product-search', search] as const,
};
