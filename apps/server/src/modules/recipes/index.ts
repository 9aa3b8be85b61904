// The recipes module: owns `recipes`, `recipe_ingredients`, `recipe_availability` and its locks.
// Public surface: the service (with « J'ai cuisiné », cook.service.ts, and a join's and an import's
// recipes, household-transfer.ts), the import from a web page, and their routes. It keeps the
// availability in step with the stock through in-transaction reactions (recipe-availability.ts).

export type { ImportedRecipe } from './household-transfer.js';
export { createRecipeImportService, type RecipeImportService } from './import/recipe-import.service.js';
export { createPageFetcher } from './import/safe-fetch.js';
export { recipeImportRoutes } from './recipe-import.routes.js';
export { recipesRoutes } from './recipes.routes.js';
export { createRecipesService, type RecipesService } from './recipes.service.js';
