import { CATEGORIES, categoriesResponseSchema } from '@glouton/core';
import type { RoutesPlugin } from '../../http/types.js';

/** The seven fixed categories live in @glouton/core; the API serves them so clients need no copy. */
export const categoriesRoutes: RoutesPlugin<Record<never, never>> = async (app) => {
  app.get(
    '/categories',
    { config: { public: true }, schema: { tags: ['categories'], response: { 200: categoriesResponseSchema } } },
    async () => [...CATEGORIES],
  );
};
