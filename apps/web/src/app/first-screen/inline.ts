import { startFirstScreen } from './first-screen';

// The entry of index.html's inline script (vite/first-screen-script.ts): runs once, as the page
// is parsed.
startFirstScreen();
