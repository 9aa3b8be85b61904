import { clearAccount, clearToken, setAccount, setShoppingListCount, setToken } from '../../lib/storage';

/**
 * Why the last session ended. The guard reads it to choose where to send the user: after a deliberate
 * log-out, plain /login; after an expired token (or a log-out in another tab), /login?redirect=<here>
 * so they come back to what they were doing. Kept for the tab (sessionStorage), not in a module: a
 * reload of the login screen after a log-out still knows, and nothing of one session lingers in memory
 * for the next (a test file after another).
 */
const ENDED_ON_PURPOSE_KEY = 'glouton.sessionEndedOnPurpose';

function rememberEndedOnPurpose(onPurpose: boolean): void {
  try {
    if (onPurpose) window.sessionStorage.setItem(ENDED_ON_PURPOSE_KEY, '1');
    else window.sessionStorage.removeItem(ENDED_ON_PURPOSE_KEY);
  } catch {
    // Storage disabled: the guard then sends back to where the person was, which is harmless.
  }
}

/** `account`: the e-mail the session was opened with (queued changes belong to it). */
export function startSession(token: string, account: string): void {
  rememberEndedOnPurpose(false);
  setAccount(account.trim().toLowerCase());
  setToken(token);
}

/** A deliberate log-out: nothing of this account stays on the device, the badge included. */
export function endSessionOnPurpose(): void {
  rememberEndedOnPurpose(true);
  clearToken();
  clearAccount();
  setShoppingListCount(0);
}

export function sessionEndedOnPurpose(): boolean {
  try {
    return window.sessionStorage.getItem(ENDED_ON_PURPOSE_KEY) === '1';
  } catch {
    return false;
  }
}
