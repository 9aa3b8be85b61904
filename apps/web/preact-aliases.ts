import type { Alias } from 'vite';

/**
 * The app is written against React's API and types, and ships Preact (with preact/compat) in its place:
 * React-DOM 19 alone is ~60 KB gzip, Preact and compat ~11 KB, and the first load of `/login` and of
 * home must stay under 100 KB (docs/product.md; decision 0028). Every import of react, react-dom and
 * their JSX runtimes, ours and the libraries' (React Router, TanStack Query, lucide, react-day-picker,
 * Testing Library), resolves to Preact: the build and the unit tests run the same renderer.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
