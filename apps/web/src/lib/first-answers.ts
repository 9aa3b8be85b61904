/**
 * The answers index.html's first script asked for while the app's code was still on its way
 * (app/first-screen): home's lists and the footer's count. The app's own call for the same address,
 * with the same session, takes that answer instead of asking again — once: a later call asks the server.
 * They belong to the first screen: the app drops those not taken when the person leaves it (main.tsx).
 */
export interface FirstAnswers {
  /** The session they were asked with: another session (a log-in meanwhile) never gets them. */
  token: string;
  /** By full address (API base included); each promise is the `fetch` itself, failures included. */
  answers: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    gloutonFirstAnswers?: FirstAnswers;
  }
}

/** The answer asked for `url` with `token` before the app ran, if there is one left; it is given once. */
export function takeFirstAnswer(url: string, token: string): Promise<Response> | undefined {
  const first = typeof window === 'undefined' ? undefined : window.gloutonFirstAnswers;
  if (!first || first.token !== token) return undefined;
  const answer = first.answers.get(url);
  first.answers.delete(url);
  return answer;
}

/** The first screen is left: what it did not take is not fresh enough for the next one. */
export function dropFirstAnswers(): void {
  if (typeof window !== 'undefined') delete window.gloutonFirstAnswers;
}
