import { listCategories } from '@glouton/core/api';
import { CATEGORIES } from '@glouton/core/domain';
import { route } from '../../http/routes.js';

/** The seven fixed categories live in @glouton/core; the API serves them so clients need no copy. */
export function categoriesRoutes() {
  return [route(listCategories, async () => [...CATEGORIES])];
}
