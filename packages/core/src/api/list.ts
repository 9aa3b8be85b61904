import * as account from './account.js';
import * as auth from './auth.js';
import * as calendar from './calendar.js';
import type { Endpoint } from './endpoint.js';
import * as events from './events.js';
import * as expiry from './expiry.js';
import * as households from './households.js';
import * as meta from './meta.js';
import * as plan from './plan.js';
import * as products from './products.js';
import * as push from './push.js';
import * as receipts from './receipts.js';
import * as recipes from './recipes.js';
import * as reminders from './reminders.js';
import * as shoppingList from './shopping-list.js';
import * as stats from './stats.js';
import * as stock from './stock.js';
import * as transfer from './transfer.js';

/** Every declared endpoint: the server checks at start that each has exactly one handler. */
export function listEndpoints(): Endpoint[] {
  return [
    account,
    auth,
    calendar,
    events,
    expiry,
    households,
    meta,
    plan,
    products,
    push,
    receipts,
    recipes,
    reminders,
    shoppingList,
    stats,
    stock,
    transfer,
  ].flatMap((group) => Object.values(group) as Endpoint[]);
}
