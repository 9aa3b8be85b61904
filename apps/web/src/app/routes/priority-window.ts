// Pure, apart from home.tsx: index.html's first script paints home with the stored choice
// (app/first-screen) before the app's code arrives.

/** How far ahead « À consommer en priorité » looks, in days; a week unless the person chose otherwise. */
export const PRIORITY_WINDOWS = ['3', '7', '14', '30'] as const;
export type PriorityWindow = (typeof PRIORITY_WINDOWS)[number];
export const DEFAULT_PRIORITY_WINDOW: PriorityWindow = '7';
/** Where the choice is kept on the device. */
export const PRIORITY_WINDOW_KEY = 'glouton.priorityWindowDays';
/** The select's name, by which index.html's first script finds it to show the stored choice. */
export const PRIORITY_WINDOW_FIELD = 'priorityWindowDays';
