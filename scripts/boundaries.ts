/**
 * The import boundaries, as Biome `noRestrictedImports` overrides written into apps/web/biome.json and
 * apps/server/biome.json (docs/architecture.md, « Boundaries »):
 *   web    a feature imports only lib/, components/, @glouton/core and itself; lib/ and components/
 *          import no feature and not app/; zod schemas only through lib/schemas (French, no eval);
 *          no hand-written path (`apiRequest`) outside lib/.
 *   server a module imports another module only through its index.js, and never the app.
 * Generated from the folders, so a new feature or module is covered the day it appears.
 *
 *   npx tsx scripts/boundaries.ts          rewrites the two files
 *   npx tsx scripts/boundaries.ts --check  fails when they are not what the folders call for (npm run lint)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Pattern = { group: string[]; message: string; importNamePattern?: string };
type Override = { includes: string[]; linter: { rules: { style: { noRestrictedImports: unknown } } } };

// Relative imports climb at most this many folders inside a feature or a module.
const MAX_DEPTH = 5;
const TESTS = ['!**/*.test.ts', '!**/*.test.tsx', '!**/testing/**'];

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** `../name`, `../../name`… and everything under each. */
function climbing(name: string, depth = MAX_DEPTH): string[] {
  return Array.from({ length: depth }, (_, index) => '../'.repeat(index + 1)).flatMap((up) => [
    `${up}${name}`,
    `${up}${name}/**`,
  ]);
}

const override = (includes: string[], patterns: Pattern[]): Override => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

const SCHEMA_VALUES: Pattern = {
  group: ['@glouton/core/schemas'],
  importNamePattern: '.*Schema|configureZod',
  message: 'Import zod schemas through lib/schemas (French messages, no eval); types may come from core.',
};
const HAND_WRITTEN_PATHS: Pattern = {
  group: ['**/lib/api-client'],
  importNamePattern: 'apiRequest',
  message: 'Call a declared endpoint with callApi(endpoint, input): no path is written by hand.',
};

function webOverrides(): Override[] {
  const features = folders('apps/web/src/features');
  const perFeature = features.map((feature) =>
    override(
      [`src/features/${feature}/**`, ...TESTS],
      [
        {
          group: features.filter((other) => other !== feature).flatMap((other) => climbing(other)),
          message: 'Features never import each other: compose them in app/routes.',
        },
        { group: climbing('app'), message: 'Features do not import app/: app/ imports them.' },
        SCHEMA_VALUES,
        HAND_WRITTEN_PATHS,
      ],
    ),
  );
  const shared = override(
    ['src/lib/**', 'src/components/**', '!src/lib/schemas.ts', '!src/lib/api-client.ts', ...TESTS],
    [
      { group: [...climbing('features'), ...climbing('app')], message: 'lib/ and components/ know no feature.' },
      SCHEMA_VALUES,
      HAND_WRITTEN_PATHS,
    ],
  );
  const app = override(['src/app/**', ...TESTS], [SCHEMA_VALUES, HAND_WRITTEN_PATHS]);
  return [...perFeature, shared, app];
}

function serverOverrides(): Override[] {
  const modules = folders('apps/server/src/modules');
  return modules.map((module) =>
    override(
      [`src/modules/${module}/**`, ...TESTS],
      [
        ...modules
          .filter((other) => other !== module)
          .map((other) => ({
            group: [
              ...climbing(other, 3),
              ...Array.from({ length: 3 }, (_, index) => `!${'../'.repeat(index + 1)}${other}/index.js`),
            ],
            message: `Another module is reached through its public surface only: ../${other}/index.js.`,
          })),
        {
          group: [...climbing('app.js', 3), ...climbing('composition.js', 3)],
          message: 'Modules do not know the app: the composition root wires them.',
        },
      ],
    ),
  );
}

const FILES: [string, () => Override[]][] = [
  ['apps/web/biome.json', webOverrides],
  ['apps/server/biome.json', serverOverrides],
];

let stale = false;
for (const [file, build] of FILES) {
  const current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const wanted = { ...current, overrides: build() };
  const text = `${JSON.stringify(wanted, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    if (JSON.stringify(current.overrides) !== JSON.stringify(wanted.overrides)) {
      console.error(`${file}: the import boundaries are out of date — run \`npx tsx scripts/boundaries.ts\`.`);
      stale = true;
    }
  } else {
    writeFileSync(join(file), text);
  }
}
process.exit(stale ? 1 : 0);
