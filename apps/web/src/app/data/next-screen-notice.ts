/**
 * How long the news of what just happened stays on the screen it led to (a household left, an account
 * deleted): longer than an undo's toast, since it is read once the new screen is drawn.
 */
export const NEXT_SCREEN_NOTICE_MS = 10_000;
