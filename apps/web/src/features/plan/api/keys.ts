/** Every plan query key, built here only (the refresh map refreshes them all on `plan` and `recipes`). */
export const planKeys = {
  all: ['plan'] as const,
  week: (week: string) => [...planKeys.all, 'week', week] as const,
  /** The recipes offered in a slot's sheet, by what was typed (not kept on the device). */
  recipeChoices: (search: string) => [...planKeys.all, 'recipe-choices', search] as const,
};
