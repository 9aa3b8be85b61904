import { endpoint } from './endpoint.js';

const schemas = () => import('../schemas/auth.js');

export const register = /* @__PURE__ */ endpoint({
  name: 'register',
  method: 'POST',
  path: '/register',
  tag: 'auth',
  public: true,
  errors: ['email-taken', 'too-many-attempts'],
  schemas: async () => {
    const s = await schemas();
    return { body: s.registerBodySchema, responses: { 201: s.tokenResponseSchema } };
  },
});

export const login = /* @__PURE__ */ endpoint({
  name: 'login',
  method: 'POST',
  path: '/login',
  tag: 'auth',
  public: true,
  errors: ['invalid-credentials', 'too-many-attempts'],
  schemas: async () => {
    const s = await schemas();
    return { body: s.loginBodySchema, responses: { 200: s.tokenResponseSchema } };
  },
});

export const logout = /* @__PURE__ */ endpoint({
  name: 'logout',
  method: 'POST',
  path: '/logout',
  tag: 'auth',
  schemas: async () => ({ responses: { 204: undefined } }),
});

export const getMe = /* @__PURE__ */ endpoint({
  name: 'getMe',
  method: 'GET',
  path: '/me',
  tag: 'auth',
  schemas: async () => ({ responses: { 200: (await schemas()).meResponseSchema } }),
});
