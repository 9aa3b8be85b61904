import {
  changePassword,
  deleteAccount,
  endSession,
  forgotPassword,
  getAccountOptions,
  listSessions,
  resetPassword,
  updateMe,
} from '@glouton/core/api';
import type { Config } from '../../config.js';
import { route } from '../../http/routes.js';
import type { AccountService } from './account.service.js';
import { limitedPerAddress } from './auth.routes.js';
import { storedUserAgent } from './device-label.js';
import type { PasswordResetService } from './password-reset.service.js';

export function accountRoutes(
  account: AccountService,
  passwordReset: PasswordResetService,
  rateLimit: Config['authRateLimit'],
) {
  // The doors that take a password or a link, or send an e-mail: the same per-address guard as log-in.
  const limited = limitedPerAddress(rateLimit);
  return [
    route(updateMe, async ({ auth, body }) => account.updateMe(auth, body)),
    route(changePassword, async ({ auth, body }) => account.changePassword(auth, body), limited),
    route(listSessions, async ({ auth }) => account.listSessions(auth)),
    route(endSession, async ({ auth, params }) => account.endSession(auth, params.sessionId)),
    route(deleteAccount, async ({ auth, body }) => account.deleteAccount(auth, body), limited),
    route(getAccountOptions, async () => passwordReset.options()),
    route(forgotPassword, async ({ body }) => passwordReset.forgot(body), limited),
    route(
      resetPassword,
      async ({ body, request }) => ({
        token: await passwordReset.reset(body, storedUserAgent(request.headers['user-agent'])),
      }),
      limited,
    ),
  ];
}
