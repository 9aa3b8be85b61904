// `@glouton/core/dates`: French dates and calendar arithmetic, no side effect.
export * from './calendar.js';
export * from './french.js';
export * from './long-dates.js';
export * from './weeks.js';
