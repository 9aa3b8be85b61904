import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useImportHousehold } from '../../features/account/api/transfer';
import { planKeys } from '../../features/plan/api/keys';
import { productKeys } from '../../features/products/api/keys';
import { recipeKeys } from '../../features/recipes/api/keys';
import { shoppingListKeys } from '../../features/shopping-list/api/keys';
import { jsonResponse, stubApiCalls } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('useImportHousehold', () => {
  it('refreshes the products, the cupboard, the list, the recipes and the plan once the file is in', async () => {
    const added = {
      products: 1,
      mergedProducts: 0,
      units: 0,
      listLines: 0,
      mergedListLines: 0,
      recipes: 0,
      existingRecipes: 0,
      planSlots: 0,
      existingPlanSlots: 0,
    };
    stubApiCalls((call) => (call.path === '/import' ? jsonResponse({ added }) : undefined));
    const queryClient = createTestQueryClient();
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useImportHousehold(), { wrapper });
    await act(() => result.current.mutateAsync({ document: {}, key: 'k' }));
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        productKeys.all,
        recipeKeys.all,
        shoppingListKeys.items(),
        shoppingListKeys.suggestions(),
        planKeys.all,
      ]),
    );
  });
});
