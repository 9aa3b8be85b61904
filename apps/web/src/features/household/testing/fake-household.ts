import type { CreatedInvitation, HouseholdDetails, HouseholdMember, Invitation } from '@glouton/core/schemas';
import { type ApiCall, errorResponse, jsonResponse, stubApiCalls } from '../../../test/fake-api';

export const MARIE: HouseholdMember = {
  userId: 1,
  email: 'marie@example.fr',
  displayName: 'Marie',
  role: 'owner',
  joinedAt: '2025-06-01T10:00:00.000Z',
};
export const PAUL: HouseholdMember = {
  userId: 2,
  email: 'paul@example.fr',
  displayName: 'Paul',
  role: 'member',
  joinedAt: '2025-06-02T10:00:00.000Z',
};

export function household(overrides: Partial<HouseholdDetails> = {}): HouseholdDetails {
  return {
    id: 7,
    name: 'Chez Marie',
    members: [MARIE, PAUL],
    you: 1,
    lunchTime: '12:30',
    leftoverDays: 3,
    dinnerTime: '19:30',
    ...overrides,
  };
}

export const CREATED: CreatedInvitation = {
  id: 30,
  code: 'ACDEFGHJ',
  url: '/Glouton/join/ACDEFGHJ',
  expiresAt: '2025-06-17T12:00:00.000Z',
};

interface Options {
  details?: HouseholdDetails;
  invitations?: Invitation[];
  /** Answers POST /household/leave with this error instead (status and code). */
  leaveError?: [number, string];
  other?: (call: ApiCall) => Response | undefined;
}

/** The household endpoints in memory over the stubbed fetch (packages/core/src/api/households.ts). */
export function serveHousehold({ details = household(), invitations = [], leaveError, other }: Options = {}) {
  const state = { details, invitations: [...invitations] };
  const api = stubApiCalls((call) => {
    const found = other?.(call);
    if (found) return found;
    if (call.path === '/household' && call.method === 'GET') return jsonResponse(state.details);
    if (call.path === '/household' && call.method === 'PATCH') {
      state.details = { ...state.details, name: (call.body as { name: string }).name };
      return jsonResponse(state.details);
    }
    if (call.path === '/household/invitations' && call.method === 'GET') return jsonResponse(state.invitations);
    if (call.path === '/household/invitations' && call.method === 'POST') {
      state.invitations.push({
        id: CREATED.id,
        createdAt: '2025-06-10T12:00:00.000Z',
        expiresAt: CREATED.expiresAt,
        createdBy: { userId: state.details.you, displayName: 'Marie' },
      });
      return jsonResponse(CREATED, { status: 201 });
    }
    const invitation = /^\/household\/invitations\/(\d+)$/.exec(call.path);
    if (invitation && call.method === 'DELETE') {
      state.invitations = state.invitations.filter((i) => String(i.id) !== invitation[1]);
      return new Response(null, { status: 204 });
    }
    const member = /^\/household\/members\/(\d+)$/.exec(call.path);
    if (member && call.method === 'PATCH') {
      const role = (call.body as { role: 'owner' | 'member' }).role;
      const members = state.details.members.map((m) => (String(m.userId) === member[1] ? { ...m, role } : m));
      state.details = { ...state.details, members };
      return jsonResponse(state.details);
    }
    if (member && call.method === 'DELETE') {
      const members = state.details.members.filter((m) => String(m.userId) !== member[1]);
      state.details = { ...state.details, members };
      return new Response(null, { status: 204 });
    }
    if (call.path === '/household/leave' && call.method === 'POST') {
      if (leaveError) return errorResponse(leaveError[0], leaveError[1], 'Refusé.');
      state.details = household({ id: 8, name: 'Mon foyer', members: [MARIE], you: 1 });
      return jsonResponse({ id: 8, name: 'Mon foyer', role: 'owner' });
    }
    if (call.path === '/events/ticket') return jsonResponse({ ticket: 'ticket', expiresInSeconds: 30 });
    if (call.path === '/products' && call.method === 'GET') return jsonResponse({ items: [], total: 0 });
    return undefined;
  });
  return { ...api, state };
}
