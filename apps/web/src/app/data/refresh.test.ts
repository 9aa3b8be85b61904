import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../features/account/api/keys';
import { householdKeys } from '../../features/household/api/keys';
import { planKeys } from '../../features/plan/api/keys';
import { productKeys } from '../../features/products/api/keys';
import { recipeKeys } from '../../features/recipes/api/keys';
import { reminderKeys } from '../../features/reminders/api/keys';
import { shoppingListKeys } from '../../features/shopping-list/api/keys';
import { statsKeys } from '../../features/stats/api/keys';
import { stockKeys } from '../../features/stock/api/keys';
import { REFRESHED_BY } from './refresh';

describe('REFRESHED_BY, read from core’s views', () => {
  it('refreshes, for each change, the queries of every view it makes stale, each once', () => {
    expect(REFRESHED_BY).toEqual({
      'shopping-list': [shoppingListKeys.items(), shoppingListKeys.suggestions(), productKeys.all],
      stock: [
        productKeys.all,
        stockKeys.histories(),
        recipeKeys.all,
        shoppingListKeys.suggestions(),
        reminderKeys.preview(),
        statsKeys.all,
      ],
      products: [
        productKeys.all,
        recipeKeys.all,
        shoppingListKeys.items(),
        shoppingListKeys.suggestions(),
        shoppingListKeys.productSearches(),
        reminderKeys.preview(),
        statsKeys.all,
      ],
      recipes: [recipeKeys.all, reminderKeys.preview(), planKeys.all],
      plan: [planKeys.all],
      household: [
        householdKeys.all,
        shoppingListKeys.items(),
        productKeys.all,
        stockKeys.histories(),
        reminderKeys.preview(),
      ],
      account: [accountKeys.all, reminderKeys.pushSubscriptions()],
      reminders: [reminderKeys.all],
    });
  });
});
