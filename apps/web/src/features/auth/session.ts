import { clearAccount, clearToken, setAccount, setShoppingListCount, setToken } from '../../lib/storage';

/**
 * Why the last session ended. The guard reads it to choose where to send the user: after a deliberate
 * log-out, plain /login; after an expired token (or a log-out in another tab), /login?redirect=<here>
 * so they come back to what they were doing.
 */
let endedOnPurpose = false;

/** `account`: the e-mail the session was opened with (queued changes belong to it). */
export function startSession(token: string, account: string): void {
  endedOnPurpose = false;
  setAccount(accountOf(account));
  setToken(token);
}

/**
 * The stored session's account, learned from the server when the device kept a token without it (a
 * session opened by a version that did not remember accounts): stored as a log-in stores it.
 */
export function rememberSessionAccount(account: string): void {
  setAccount(accountOf(account));
}

/** The account an e-mail names: the same whatever the case and spaces it was typed with. */
export const accountOf = (email: string) => email.trim().toLowerCase();

/** A deliberate log-out: nothing of this account stays on the device, the badge included. */
export function endSessionOnPurpose(): void {
  endedOnPurpose = true;
  clearToken();
  clearAccount();
  setShoppingListCount(0);
}

export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

/** Forgets how the last session ended, as loading the page again does (each test starts from there). */
export function forgetHowSessionEnded(): void {
  endedOnPurpose = false;
}
