// The categories module: no table (the seven categories live in @glouton/core). Public surface: its route.
export { categoriesRoutes } from './categories.routes.js';
