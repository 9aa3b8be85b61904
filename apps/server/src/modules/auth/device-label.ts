import Bowser from 'bowser';

/** Longest User-Agent kept with a session: real ones are a few hundred characters; the rest is noise. */
export const USER_AGENT_MAX_LENGTH = 512;

/** What is stored for a request's User-Agent header: trimmed, bounded, null when absent. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

// Bowser's names, as people know them.
const BROWSERS: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
  'Android Browser': 'Navigateur Android',
};

/**
 * The sessions list's French name for a device, from the User-Agent it signed in with: « Chrome sur
 * Android », « Safari sur iPhone », « Firefox sur Windows »; what cannot be told is « Appareil inconnu ».
 * Bowser (MIT) reads the header: browser and system strings change too often for a hand-made parser.
 */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? (BROWSERS[parsed.browser.name] ?? parsed.browser.name) : '';
  // On iOS the device says more than the system: « iPhone », « iPad ».
  const system = (parsed.os.name === 'iOS' && parsed.platform.model) || parsed.os.name || '';
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return 'Appareil inconnu';
}
