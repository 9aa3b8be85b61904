/** Every shopping-list query key, built here only. */
export const shoppingListKeys = {
  all: ['shopping-list'] as const,
  /** The footer badge's refresh (the contract's `?count=true` call when the footer loads). */
  count: () => [...shoppingListKeys.all, 'count'] as const,
  items: () => [...shoppingListKeys.all, 'items'] as const,
  suggestions: () => [...shoppingListKeys.all, 'suggestions'] as const,
  productSearches: () => [...shoppingListKeys.all, 'product-search'] as const,
  productSearch: (term: string) => [...shoppingListKeys.productSearches(), term] as const,
};
