// French agreement of a counted word: 0 and 1 take the singular (« 0 mangé », « 1 jeté »), 2 and more
// the plural. One rule for every screen, so that no count says « 1 jetés » again.

/** The word as `count` asks for it. */
export const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** « 0 mangé », « 1 jeté », « 2 cuisinés ». */
export const counted = (count: number, one: string, many: string) => `${count} ${plural(count, one, many)}`;
