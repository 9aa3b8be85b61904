import { endpoint } from './endpoint.js';

export const register = /* @__PURE__ */ endpoint({
  name: 'register',
  method: 'POST',
  path: '/register',
  tag: 'auth',
  public: true,
  errors: ['email-taken', 'too-many-attempts'],
  schemas: { body: 'registerBodySchema', responses: { 201: 'tokenResponseSchema' } },
});

export const login = /* @__PURE__ */ endpoint({
  name: 'login',
  method: 'POST',
  path: '/login',
  tag: 'auth',
  public: true,
  errors: ['invalid-credentials', 'too-many-attempts'],
  schemas: { body: 'loginBodySchema', responses: { 200: 'tokenResponseSchema' } },
});

export const logout = /* @__PURE__ */ endpoint({
  name: 'logout',
  method: 'POST',
  path: '/logout',
  tag: 'auth',
  schemas: { responses: { 204: null } },
});

export const getMe = /* @__PURE__ */ endpoint({
  name: 'getMe',
  method: 'GET',
  path: '/me',
  tag: 'auth',
  schemas: { responses: { 200: 'meResponseSchema' } },
});
