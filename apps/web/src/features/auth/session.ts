import { clearToken, setToken } from '../../lib/storage';

/**
 * Why the last session ended. The guard reads it to choose where to send the user: after a deliberate
 * log-out, plain /login; after an expired token (or a log-out in another tab), /login?redirect=<here>
 * so they come back to what they were doing.
 */
let endedOnPurpose = false;

export function startSession(token: string): void {
  endedOnPurpose = false;
  setToken(token);
}

export function endSessionOnPurpose(): void {
  endedOnPurpose = true;
  clearToken();
}

export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}
