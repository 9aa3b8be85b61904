import { z } from 'zod';

/**
 * zod's settings for this app, applied once by whoever validates (the server at start, the web's
 * schema loader): messages in French, since they reach people (form errors, API issues); and in a
 * browser, `jitless`, because zod's compiled validators use `new Function`, which our CSP forbids.
 * Importing the schemas changes nothing by itself.
 */
export function configureZod(options: { jitless?: boolean } = {}): void {
  z.config({ ...z.locales.fr(), jitless: options.jitless ?? false });
}
