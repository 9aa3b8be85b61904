/** Every shopping-list query starts with 'shopping-list': one invalidation refreshes the screen and the badge. */
export const shoppingListKeys = {
  all: ['shopping-list'] as const,
  items: () => [...shoppingListKeys.all, 'items'] as const,
  suggestions: () => [...shoppingListKeys.all, 'suggestions'] as const,
  productSearch: (term: string) => [...shoppingListKeys.all, 'product-search', term] as const,
};
