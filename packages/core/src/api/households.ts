import { endpoint } from './endpoint.js';

const BASE = '/household';

/** The caller's household: its name, its members and their roles, and which member is asking. */
export const getHousehold = /* @__PURE__ */ endpoint({
  name: 'getHousehold',
  method: 'GET',
  path: BASE,
  tag: 'households',
  schemas: { responses: { 200: 'householdDetailsSchema' } },
});

/** Renaming is the owners' decision. */
export const updateHousehold = /* @__PURE__ */ endpoint({
  name: 'updateHousehold',
  method: 'PATCH',
  path: BASE,
  tag: 'households',
  errors: ['forbidden'],
  schemas: { body: 'updateHouseholdBodySchema', responses: { 200: 'householdDetailsSchema' } },
});

/** Any member may invite: a single-use code valid 7 days, shown once. */
export const createInvitation = /* @__PURE__ */ endpoint({
  name: 'createInvitation',
  method: 'POST',
  path: `${BASE}/invitations`,
  tag: 'households',
  creates: true,
  errors: ['rate-limited'],
  schemas: { responses: { 201: 'createdInvitationSchema' } },
});

/** The invitations still waiting: not used, not revoked, not expired. */
export const listInvitations = /* @__PURE__ */ endpoint({
  name: 'listInvitations',
  method: 'GET',
  path: `${BASE}/invitations`,
  tag: 'households',
  schemas: { responses: { 200: 'invitationListSchema' } },
});

export const revokeInvitation = /* @__PURE__ */ endpoint({
  name: 'revokeInvitation',
  method: 'DELETE',
  path: `${BASE}/invitations/:invitationId`,
  tag: 'households',
  errors: ['not-found'],
  schemas: { params: 'invitationParamsSchema', responses: { 204: null } },
});

/**
 * Public: the household an invitation's code opens and who made it, so that the link names them before
 * anyone signs in. A used, expired, revoked or unknown code is one answer, `invitation-not-found`;
 * looks-up are limited per address like log-ins (`too-many-attempts`): 23⁸ codes are not guessed at
 * that pace.
 */
export const getInvitation = /* @__PURE__ */ endpoint({
  name: 'getInvitation',
  method: 'GET',
  path: '/invitations/:code',
  tag: 'households',
  public: true,
  errors: ['invitation-not-found', 'too-many-attempts'],
  schemas: { params: 'invitationCodeParamsSchema', responses: { 200: 'invitationPreviewSchema' } },
});

/**
 * Moves the caller (and every session of theirs) into the household the code invites to, bringing
 * their data or leaving it behind. A used, expired, revoked or unknown code is one answer:
 * `invitation-not-found`. Guesses are counted like log-in failures.
 */
export const joinHousehold = /* @__PURE__ */ endpoint({
  name: 'joinHousehold',
  method: 'POST',
  path: `${BASE}/join`,
  tag: 'households',
  errors: ['invitation-not-found', 'already-member', 'owner-must-transfer', 'quota-exceeded', 'too-many-attempts'],
  schemas: { body: 'joinHouseholdBodySchema', responses: { 200: 'joinedHouseholdSchema' } },
});

/** The caller gets a new, empty household of their own; the one they leave keeps its data. */
export const leaveHousehold = /* @__PURE__ */ endpoint({
  name: 'leaveHousehold',
  method: 'POST',
  path: `${BASE}/leave`,
  tag: 'households',
  errors: ['owner-must-transfer', 'sole-member'],
  schemas: { responses: { 200: 'joinedHouseholdSchema' } },
});

/** Owners change a member's role; the last owner cannot step down. */
export const updateMember = /* @__PURE__ */ endpoint({
  name: 'updateMember',
  method: 'PATCH',
  path: `${BASE}/members/:userId`,
  tag: 'households',
  errors: ['forbidden', 'not-found', 'owner-must-transfer'],
  schemas: {
    params: 'memberParamsSchema',
    body: 'updateMemberBodySchema',
    responses: { 200: 'householdDetailsSchema' },
  },
});

/** Owners remove a member, who gets an empty household of their own; oneself: leave instead (409). */
export const removeMember = /* @__PURE__ */ endpoint({
  name: 'removeMember',
  method: 'DELETE',
  path: `${BASE}/members/:userId`,
  tag: 'households',
  errors: ['forbidden', 'not-found', 'conflict'],
  schemas: { params: 'memberParamsSchema', responses: { 204: null } },
});
