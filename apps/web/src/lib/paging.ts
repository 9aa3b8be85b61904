/** A page of a list endpoint (`{ items, total }`). */
type Page = { items: readonly unknown[]; total: number };

/**
 * `getNextPageParam` of every paged list: the offset of the next page while some items are left (and
 * the last page was not empty, should the total move meanwhile).
 */
export function nextOffset(lastPage: Page, pages: readonly Page[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
}
