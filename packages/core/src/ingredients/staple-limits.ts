/** How many staples a household keeps at most, and how long one is (apart: the schemas import no parser). */
export const STAPLE_LIMITS = { count: 50, length: 60 } as const;
