import type { countShoppingList, EndpointInput } from '@glouton/core/api';

// Pure, apart from count.ts: index.html's first script asks for the footer's count with it
// (app/first-screen), without bringing the app's code.

/** `?count=true`: the unchecked lines as a bare number. */
export const countInput = (): EndpointInput<typeof countShoppingList> => ({ query: { count: 'true' } });
