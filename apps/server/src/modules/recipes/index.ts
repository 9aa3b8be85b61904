// The recipes module: owns `recipes` and `recipe_ingredients`. Public surface: the service, the
// import from a web page, and their routes.
export { createRecipeImportService, type RecipeImportService } from './import/recipe-import.service.js';
export { createPageFetcher } from './import/safe-fetch.js';
export { recipeImportRoutes } from './recipe-import.routes.js';
export type { ImportedRecipe } from './recipe-transfer.js';
export { recipesRoutes } from './recipes.routes.js';
export { createRecipesService, type RecipesService } from './recipes.service.js';
