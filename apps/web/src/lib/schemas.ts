// The web's one door to core's zod schemas (forms, stored preferences): French messages, and zod's
// validators built without `new Function`, which the app's CSP forbids. Screens that validate load it
// with their own chunk; the first load never does (zod is not in the shell).
import './zod-jitless';
import { configureZod } from '@glouton/core/schemas';

// French messages (read when a value is checked, so setting them after the schemas are built is fine).
configureZod({ jitless: true });

export * from '@glouton/core/schemas';
