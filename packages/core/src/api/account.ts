import { endpoint } from './endpoint.js';

/** The display name shown next to what one does in the household. */
export const updateMe = /* @__PURE__ */ endpoint({
  name: 'updateMe',
  method: 'PATCH',
  path: '/me',
  tag: 'account',
  schemas: { body: 'updateMeBodySchema', responses: { 200: 'meResponseSchema' } },
});

/** Ends every other session of the account; this one stays. */
export const changePassword = /* @__PURE__ */ endpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/me/password',
  tag: 'account',
  errors: ['wrong-password', 'too-many-attempts'],
  schemas: { body: 'changePasswordBodySchema', responses: { 204: null } },
});

export const listSessions = /* @__PURE__ */ endpoint({
  name: 'listSessions',
  method: 'GET',
  path: '/me/sessions',
  tag: 'account',
  schemas: { responses: { 200: 'accountSessionListSchema' } },
});

/** Signs that device out, on every app server. */
export const endSession = /* @__PURE__ */ endpoint({
  name: 'endSession',
  method: 'DELETE',
  path: '/me/sessions/:sessionId',
  tag: 'account',
  errors: ['not-found'],
  schemas: { params: 'accountSessionParamsSchema', responses: { 204: null } },
});

/**
 * The user and their sessions go; their household too when they were its last member, otherwise it
 * keeps its data and their past actions show « ancien membre ».
 */
export const deleteAccount = /* @__PURE__ */ endpoint({
  name: 'deleteAccount',
  method: 'DELETE',
  path: '/me',
  tag: 'account',
  errors: ['wrong-password', 'too-many-attempts'],
  schemas: { body: 'deleteAccountBodySchema', responses: { 204: null } },
});

/** Whether « Mot de passe oublié » sends an e-mail on this server. */
export const getAccountOptions = /* @__PURE__ */ endpoint({
  name: 'getAccountOptions',
  method: 'GET',
  path: '/account-options',
  tag: 'account',
  public: true,
  schemas: { responses: { 200: 'accountOptionsSchema' } },
});

/** Sends a single-use link valid one hour when the address has an account; the same 204 either way. */
export const forgotPassword = /* @__PURE__ */ endpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: '/password/forgot',
  tag: 'account',
  public: true,
  errors: ['too-many-attempts', 'mail-unavailable'],
  schemas: { body: 'forgotPasswordBodySchema', responses: { 204: null } },
});

/** Sets the new password from the link, ends every session of the account and opens a new one. */
export const resetPassword = /* @__PURE__ */ endpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/password/reset',
  tag: 'account',
  public: true,
  errors: ['reset-link-invalid', 'too-many-attempts'],
  schemas: { body: 'resetPasswordBodySchema', responses: { 200: 'tokenResponseSchema' } },
});
