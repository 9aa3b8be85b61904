import type { ShoppingListItem, ShoppingListSuggestion } from '@glouton/core/schemas';
import { errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';
import { product } from '../../../test/fixtures';

export function line(overrides: Partial<ShoppingListItem> & Pick<ShoppingListItem, 'id' | 'label'>): ShoppingListItem {
  return {
    productId: null,
    quantity: 1,
    note: null,
    categoryId: 7,
    imageUrl: null,
    addedAt: '2025-06-10T08:00:00.000Z',
    checkedAt: null,
    addedBy: { userId: 1, displayName: 'Marie' },
    ...overrides,
  };
}

interface Options {
  items?: ShoppingListItem[];
  suggestions?: ShoppingListSuggestion[];
  products?: { id: number; name: string; categoryId: number }[];
}

/**
 * A shopping-list server in memory, over the stubbed fetch. `network.down = true` makes every write
 * fail as if there were no network; `network.status` answers writes with that error status instead.
 */
export function serveShoppingList({ items = [], suggestions = [], products = [] }: Options = {}) {
  const state = { items: [...items], nextId: 100, tickets: 0 };
  const network: { down: boolean; status: number | null } = { down: false, status: null };
  const find = (id: string | undefined) => state.items.find((item) => String(item.id) === id);
  const replace = (next: ShoppingListItem) => {
    state.items = state.items.map((item) => (item.id === next.id ? next : item));
    return next;
  };
  const checkAnswer = (item: ShoppingListItem) => jsonResponse({ item, product: null, addedUnits: [], events: [] });

  const api = stubApiCalls((call) => {
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.method !== 'GET' && call.path.startsWith('/products/shopping-list')) {
      if (network.down) throw new TypeError('Failed to fetch');
      if (network.status) return errorResponse(network.status, 'refused', 'Cet article n’existe plus.');
    }
    if (call.method === 'POST' && call.path === '/events/ticket') {
      return jsonResponse({ ticket: `ticket-${++state.tickets}`, expiresInSeconds: 30 });
    }
    if (call.method === 'GET' && call.path === '/products') {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const found = products.filter((p) => p.name.toLowerCase().includes(search));
      return jsonResponse({ items: found.map((p) => product(p)), total: found.length });
    }
    if (call.path === '/products/shopping-list/suggestions') return jsonResponse(suggestions);
    if (call.path === '/products/shopping-list' && call.method === 'GET') {
      if (call.query.get('count') === 'true') return jsonResponse(state.items.filter((i) => !i.checkedAt).length);
      return jsonResponse(state.items);
    }
    if (call.path === '/products/shopping-list' && call.method === 'POST') {
      const productId = typeof body.productId === 'number' ? body.productId : null;
      const existing = state.items.find((i) => productId !== null && i.productId === productId && !i.checkedAt);
      if (existing) return jsonResponse(replace({ ...existing, quantity: existing.quantity + 1 }));
      const known = products.find((p) => p.id === productId) ?? suggestions.find((s) => s.productId === productId);
      const label = known ? ('name' in known ? known.name : '') : String(body.label);
      const created = line({ id: state.nextId++, label, productId, categoryId: known?.categoryId ?? 7 });
      state.items.push(created);
      return jsonResponse(created, { status: 201 });
    }
    // The product page's toggle (and a notification's « Ajouter à la liste »): one unchecked line per product.
    const toggled = /^\/products\/(\d+)\/shopping-list$/.exec(call.path);
    if (toggled && call.method === 'PUT') {
      const known = products.find((p) => p.id === Number(toggled[1]));
      if (!known) return errorResponse(404, 'not-found', 'Produit introuvable.');
      if (!state.items.some((i) => i.productId === known.id && !i.checkedAt)) {
        state.items.push(
          line({ id: state.nextId++, label: known.name, productId: known.id, categoryId: known.categoryId }),
        );
      }
      return jsonResponse(product({ ...known, addedToListAt: '2025-06-10T09:00:00.000Z' }));
    }
    if (call.path === '/products/shopping-list/clear-checked') {
      state.items = state.items.filter((i) => !i.checkedAt);
      return new Response(null, { status: 204 });
    }
    const match = /^\/products\/shopping-list\/(\d+)(?:\/(check|uncheck))?$/.exec(call.path);
    const item = find(match?.[1]);
    if (!match || !item) return undefined;
    if (match[2] === 'check') return checkAnswer(replace({ ...item, checkedAt: '2025-06-10T09:00:00.000Z' }));
    if (match[2] === 'uncheck') return checkAnswer(replace({ ...item, checkedAt: null }));
    if (call.method === 'PATCH') return jsonResponse(replace({ ...item, ...body }));
    if (call.method === 'DELETE') {
      state.items = state.items.filter((i) => i !== item);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return { ...api, state, network };
}

type Listener = (event: MessageEvent) => void;

/** Stands in for the browser's EventSource: the test sends the server's events by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data?: unknown): void {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
