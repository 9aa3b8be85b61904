// The auth module: owns `users`, `sessions` and `password_resets` (and `login_throttles`, and
// `ended_sessions`: the sessions a new password ended, so that their devices are told). Public surface:
// the service (who is calling, accounts), the account's own management (name, password, devices,
// deletion, « mot de passe oublié »), their routes, what `npm run reset-password` needs, and the device's
// name from its User-Agent (the push module names subscribed devices the same way).
export { accountRoutes } from './account.routes.js';
export { type AccountService, createAccountService } from './account.service.js';
export { authRoutes, limitedPerAddress } from './auth.routes.js';
export { type AuthContext, type AuthService, createAuthService } from './auth.service.js';
export { createCallerCheck } from './caller-check.js';
export { deviceLabel, storedUserAgent } from './device-label.js';
export { createPasswords, PASSWORD_COSTS, type PasswordCost } from './password.js';
export { createResetToken, createResetTokenFor, RESET_LINK_VALID_MS, resetLink } from './password-reset.js';
export { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';
// The one kind of bearer secret (32 random bytes, only its SHA-256 stored): also the calendar's address.
export { generateSessionToken, hashSessionToken, looksLikeSessionToken } from './session-token.js';
