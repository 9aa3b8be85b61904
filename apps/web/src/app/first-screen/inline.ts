import { startFirstScreen } from './first-screen';

// The entry of index.html's inline script (vite.config.ts, `firstScreenScript`): runs once, as the page
// is parsed.
startFirstScreen();
