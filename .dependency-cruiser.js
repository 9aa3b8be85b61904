/**
 * The import boundaries (docs/architecture.md, « Boundaries »; decision 0053). `npm run lint` runs them
 * on every .ts and .tsx file of apps/web/src and apps/server/src; no violation is let through (the
 * known-violations baseline of the first version is gone with the last one, decision 0054).
 *
 * Every rule is written by folder kind (a feature, a module, a repository…) and matched against the
 * file an import resolves to, not against how its path is written: `../../recipes/api/keys`,
 * `../../../features/recipes/api/keys` and `#src/features/recipes/api/keys` are one and the same file.
 * Each `comment` is what the person who broke the rule reads: it says what to do instead.
 *
 * Two rules live in Biome instead, because they are about what a file does rather than which file it
 * imports (apps/web/biome.json: `apiRequest` outside lib/; apps/server/biome.json: query-builder calls
 * and `sql` templates outside repositories). scripts/boundaries/boundaries.test.ts plants a violation of
 * each rule, written every way, in a copy of this layout under the OS temp folder.
 */
import { fileURLToPath } from 'node:url';
import { TYPE_ONLY_MARKER } from './scripts/boundaries/babel-imports.js';

// Tests may cross every line: they exercise composed screens and real modules.
const TESTS = ['\\.test\\.tsx?$', '/testing/', '^apps/(web|server)/src/test/'];

// A type-only import (`import type`) is erased from the build: scripts/boundaries/babel-imports.js hands
// it on as this kind of dependency, so that the rules about loading a module can leave it aside.
const TYPE_ONLY = ['exotic-require'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-imports-only-shared-code',
      severity: 'error',
      comment:
        'A feature imports only lib/, components/, @glouton/core and itself. To show two features together, ' +
        'compose them in app/routes/; to share code, move it to lib/ (no UI) or components/ui/ (UI that ' +
        'belongs to no feature).',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/', pathNot: ['^apps/web/src/(lib|components)/', '^apps/web/src/features/$1/'] },
    },
    {
      name: 'shared-code-knows-no-feature',
      severity: 'error',
      comment:
        'lib/ and components/ import no feature and not app/. Take what varies as a parameter or a prop, ' +
        'which the feature or the screen passes in, or move this code into the feature that owns it.',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: TESTS },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'zod-schemas-through-lib',
      severity: 'error',
      comment:
        'Take zod schemas from lib/schemas, which switches on French messages and zod without `new Function` ' +
        '(the CSP forbids it): import { xSchema } from lib/schemas. A type may come from @glouton/core/schemas ' +
        'with `import type`.',
      from: { path: '^apps/web/src/', pathNot: [...TESTS, '^apps/web/src/lib/(schemas|zod-jitless)\\.ts$'] },
      to: { path: ['^packages/core/(src|dist)/schemas/', '(^|/)node_modules/zod/'], dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        "Another module is reached only through its public surface: import from '../<module>/index.js'. If " +
        'what you need is not there, add it to that index.ts (and to the table in docs/architecture.md), or ' +
        'have composition.ts pass it in.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-knows-no-app',
      severity: 'error',
      comment:
        'A module does not import the app: composition.ts builds the modules and hands each one what it needs ' +
        '(a service, a CalendarSource…) as a parameter.',
      from: { path: '^apps/server/src/modules/', pathNot: TESTS },
      to: { path: '^apps/server/src/(app|composition|main)\\.ts$' },
    },
    {
      name: 'routes-without-repositories',
      severity: 'error',
      comment:
        'A route calls its service, never a repository: add a service function that runs the query ' +
        '(routes → services → repositories).',
      from: { path: '^apps/server/src/.+\\.routes\\.ts$', pathNot: TESTS },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'sql-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in *.repository.ts (and db/): move the query into a repository function and call that ' +
        "from here. Kysely's types may be imported anywhere with `import type`.",
      from: { path: '^apps/server/src/', pathNot: [...TESTS, '\\.repository\\.ts$', '^apps/server/src/db/'] },
      to: { path: '(^|/)node_modules/kysely/', dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'apps-share-through-core',
      severity: 'error',
      comment: 'The web and the server share code only through @glouton/core: move what both need there.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-by-name',
      severity: 'error',
      comment:
        'Import another package by its name (@glouton/core/domain, kysely): a relative path into it skips ' +
        'the entry points it declares, and the rules that watch them.',
      from: { path: '^apps/' },
      to: { path: ['^packages/', '(^|/)node_modules/'], dependencyTypes: ['local'] },
    },
    {
      name: 'imports-resolve',
      severity: 'error',
      comment:
        'This import leads to no file, so the boundaries cannot be checked through it. Write a relative path, ' +
        "#src/… (the apps' one alias, in their package.json) or a package name; a new kind of alias must " +
        'first be taught to .dependency-cruiser.js.',
      from: { path: '^apps/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Babel reads the TypeScript (see that file for why): only what each file imports comes back.
    babelConfig: { fileName: fileURLToPath(new URL('scripts/boundaries/babel-imports.js', import.meta.url)) },
    exoticRequireStrings: [TYPE_ONLY_MARKER],
    // Where a dependency leads is all the rules need: packages are not read.
    doNotFollow: { path: ['(^|/)node_modules/', '^packages/'] },
    exclude: { path: '\\.test\\.tsx?$' },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // `source`: @glouton/core's TypeScript and the server's #src/ alias, as in development.
      conditionNames: ['source', 'import', 'default'],
      mainFields: ['module', 'main'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
