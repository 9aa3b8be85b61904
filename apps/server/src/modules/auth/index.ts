// The auth module: owns `users` and `sessions`. Public surface: the service (who is calling, accounts)
// and its routes.
export { authRoutes } from './auth.routes.js';
export { type AuthContext, type AuthService, createAuthService } from './auth.service.js';
