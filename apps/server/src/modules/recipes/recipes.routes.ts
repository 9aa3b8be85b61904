import {
  addMissingToShoppingList,
  cookRecipe,
  createRecipe,
  deleteRecipe,
  getCookPlan,
  getRecipe,
  getStaples,
  listRecipes,
  putStaples,
  undoCookRecipe,
  updateRecipe,
} from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { RecipesService } from './recipes.service.js';

export function recipesRoutes(recipes: RecipesService) {
  return [
    route(listRecipes, ({ auth, query }) => recipes.list(auth.householdId, query)),
    route(createRecipe, ({ auth, body }) => recipes.create(auth.householdId, body)),
    route(getRecipe, ({ auth, params }) => recipes.get(auth.householdId, params.id)),
    route(updateRecipe, ({ auth, params, body }) => recipes.update(auth.householdId, params.id, body)),
    route(deleteRecipe, ({ auth, params }) => recipes.delete(auth.householdId, params.id)),
    route(addMissingToShoppingList, ({ auth, params }) =>
      recipes.missingToShoppingList(auth.householdId, auth.userId, params.id),
    ),
    route(getCookPlan, ({ auth, params, query }) => recipes.cookPlan(auth.householdId, params.id, query.servings)),
    route(cookRecipe, ({ auth, params, body }) => recipes.cook(auth.householdId, auth.userId, params.id, body)),
    route(getStaples, ({ auth }) => recipes.staples(auth.householdId)),
    route(putStaples, ({ auth, body }) => recipes.putStaples(auth.householdId, body)),
    route(undoCookRecipe, ({ auth, params, body }) => recipes.undoCook(auth.householdId, params.id, body.eventIds)),
  ];
}
