// How long after the page's load the offline copy starts: enough for a first visit on a slow network
// to draw its first screen and fetch its data before the precache takes the bandwidth.
const AFTER_LOAD_MS = 3000;

/**
 * Installs the service worker that keeps the app usable offline (decision 0030) once the first screen is
 * drawn and the phone is idle. Its precache is every screen's code and the scanner's 1 MB decoder: on a
 * phone's first visit it must not compete with the screen being opened (on a simulated slow 4G it cost
 * home about a second of blocked main thread, see BENCHMARKS.md).
 */
export function installOfflineCopyWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker
      .register(`${base}sw.js`, { scope: base })
      .catch((error: unknown) => console.warn('Service worker not installed', error));
  };
  // Safari has no requestIdleCallback before 18: a plain timer there.
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 2000 }) : register();
  const start = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
