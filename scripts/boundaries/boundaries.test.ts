/**
 * The import boundaries (.dependency-cruiser.js, and the two rules in apps/{web,server}/biome.json) fail
 * on every violation however its path is written, and pass a tree that keeps them.
 *
 * The violations are planted in a small copy of the repository's layout under the OS temp folder, never
 * in the real tree, where a typecheck, a build or another test would see them. That copy is checked
 * with the real dependency-cruiser configuration (by its path: its rules are relative to the folder it
 * runs in) and with copies of the real Biome configurations, the apps' real `#src/*` aliases and stand-ins
 * for @glouton/core, kysely and zod.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../.dependency-cruiser.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPENDENCY_CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
const SQL_PLUGIN = 'scripts/boundaries/sql-outside-repositories.grit';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const real = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** A tree that keeps every boundary, with one file of each kind the rules name. */
function cleanTree(): Record<string, string> {
  const rootBiome = real('biome.json');
  return {
    // Biome: the real configurations; the copy is no git repository, so no .gitignore to read.
    'biome.json': json({ ...rootBiome, vcs: { enabled: false } }),
    'apps/web/biome.json': json(real('apps/web/biome.json')),
    'apps/server/biome.json': json(real('apps/server/biome.json')),
    [SQL_PLUGIN]: readFileSync(join(ROOT, SQL_PLUGIN), 'utf8'),
    // The apps' real aliases.
    'apps/web/package.json': json({
      name: '@glouton/web',
      type: 'module',
      imports: real('apps/web/package.json').imports,
    }),
    'apps/server/package.json': json({
      name: '@glouton/server',
      type: 'module',
      imports: real('apps/server/package.json').imports,
    }),
    'packages/core/package.json': json({
      name: '@glouton/core',
      type: 'module',
      exports: {
        './domain': { source: './src/domain/index.ts', default: './dist/domain/index.js' },
        './schemas': { source: './src/schemas/index.ts', default: './dist/schemas/index.js' },
      },
    }),
    'packages/core/src/domain/index.ts': 'export const LIST_QUANTITY_MAX = 99;\n',
    'packages/core/src/schemas/index.ts':
      "import { z } from 'zod';\nexport const productSchema = z.object({});\nexport type Product = { id: number };\n",
    'node_modules/kysely/package.json': json({
      name: 'kysely',
      type: 'module',
      exports: { '.': './dist/esm/index.js' },
    }),
    'node_modules/kysely/dist/esm/index.js': 'export const sql = () => {};\n',
    'node_modules/zod/package.json': json({ name: 'zod', type: 'module', exports: { '.': './index.js' } }),
    'node_modules/zod/index.js': 'export const z = {};\n',

    // web
    'apps/web/src/lib/api-client.ts': 'export const callApi = () => {};\nexport const apiRequest = () => {};\n',
    'apps/web/src/lib/plural.ts': 'export const plural = (count: number) => (count > 1 ? "s" : "");\n',
    'apps/web/src/lib/zod-jitless.ts': "import { z } from 'zod';\nexport const jitless = z;\n",
    'apps/web/src/lib/schemas.ts': "import './zod-jitless';\nexport * from '@glouton/core/schemas';\n",
    'apps/web/src/components/ui/Button.tsx':
      'import { plural } from \'../../lib/plural\';\nexport const Button = () => <button type="button">{plural(2)}</button>;\n',
    'apps/web/src/features/recipes/api/keys.ts': 'export const recipeKeys = { all: ["recipes"] };\n',
    'apps/web/src/features/stock/api/keys.ts': 'export const stockKeys = { all: ["stock"] };\n',
    'apps/web/src/features/stock/api/stock.tsx': [
      "import { LIST_QUANTITY_MAX } from '@glouton/core/domain';",
      "import type { Product } from '@glouton/core/schemas';",
      "import type { z } from 'zod';",
      "import { Button } from '#src/components/ui/Button';",
      "import { callApi } from '../../../lib/api-client';",
      "import { plural } from '../../../lib/plural';",
      "import { productSchema } from '../../../lib/schemas';",
      "import { stockKeys } from './keys';",
      'export type Parsed = z.infer<typeof productSchema> & Product;',
      'export const Stock = () => <Button />;',
      'export const used = [LIST_QUANTITY_MAX, callApi, plural, stockKeys];',
      '',
    ].join('\n'),
    'apps/web/src/app/router.tsx': [
      "import { recipeKeys } from '../features/recipes/api/keys';",
      "import { Stock } from '../features/stock/api/stock';",
      'export const Router = () => <Stock />;',
      "export const lazyRecipes = () => import('#src/features/recipes/api/keys');",
      'export const keys = [recipeKeys];',
      '',
    ].join('\n'),
    // Tests and test helpers cross feature lines.
    'apps/web/src/features/stock/api/stock.test.ts':
      "import { recipeKeys } from '../../recipes/api/keys';\nimport { apiRequest } from '../../../lib/api-client';\nexport const crossed = [recipeKeys, apiRequest];\n",
    'apps/web/src/features/stock/testing/fake-stock.ts':
      "import { recipeKeys } from '../../recipes/api/keys';\nexport const crossed = recipeKeys;\n",

    // server
    'apps/server/src/app.ts': "import { compose } from './composition.js';\nexport const app = compose;\n",
    'apps/server/src/composition.ts':
      "import { stockRoutes } from './modules/stock/stock.routes.js';\nexport const compose = () => [stockRoutes];\n",
    'apps/server/src/db/transaction.ts':
      "import { sql } from 'kysely';\nexport { sql };\nexport const now = (db: unknown) => sql`select 1`.execute(db);\n",
    'apps/server/src/modules/stock/index.ts': "export { addUnits } from './stock.service.js';\n",
    'apps/server/src/modules/stock/stock.repository.ts': [
      "import { sql } from 'kysely';",
      "import type { Db } from '../../db/schema.js';",
      "export const insertUnits = (db: Db) => db.insertInto('stock_items').values({}).execute();",
      'export const count = (db: Db) => sql`select count(*) from stock_items`.execute(db);',
      '',
    ].join('\n'),
    'apps/server/src/db/schema.ts': "import type { Kysely } from 'kysely';\nexport type Db = Kysely<never>;\n",
    'apps/server/src/modules/stock/stock.service.ts': [
      "import type { Kysely } from 'kysely';",
      "import { insertUnits } from './stock.repository.js';",
      'export const addUnits = (db: Kysely<never>) => insertUnits(db);',
      '',
    ].join('\n'),
    'apps/server/src/modules/stock/stock.routes.ts':
      "import { addUnits } from './stock.service.js';\nexport const stockRoutes = [addUnits];\n",
    'apps/server/src/modules/households/households.service.ts':
      "import { addUnits } from '../stock/index.js';\nimport { addUnits as again } from '#src/modules/stock/index.js';\nexport const join = [addUnits, again];\n",
    'apps/server/src/modules/stock/stock.test.ts':
      "import { count } from './stock.repository.js';\nimport { app } from '../../app.js';\nexport const reached = [count, app, async (tx: { db: any }) => tx.db.selectFrom('x').execute()];\n",
  };
}

type Plant = {
  /** What the planted file shows. */
  case: string;
  file: string;
  source: string;
  /** The rule that must refuse it: a dependency-cruiser rule's name, or a Biome category. */
  rule: string;
};

/** One planted file per violation: each rule, its path written relative, deep relative, and through an alias. */
const PLANTS: Plant[] = [
  // A feature imports only lib/, components/, @glouton/core and itself.
  ...[
    ['relative', 'import { recipeKeys } from "../../recipes/api/keys";'],
    ['deep relative', 'import { recipeKeys } from "../../../features/recipes/api/keys";'],
    ['alias', 'import { recipeKeys } from "#src/features/recipes/api/keys";'],
    ['type only', 'import type { recipeKeys } from "../../recipes/api/keys";'],
    ['lazy', 'export const load = () => import("../../recipes/api/keys");'],
    ['into app/', 'import { Router } from "#src/app/router";'],
  ].map(([how, source], index) => ({
    case: `feature → another feature, ${how}`,
    file: `apps/web/src/features/stock/api/crossing-${index}.ts`,
    source,
    rule: 'feature-imports-only-shared-code',
  })),
  // lib/ and components/ import no feature and not app/.
  ...[
    ['lib', 'relative', 'import { recipeKeys } from "../features/recipes/api/keys";'],
    ['lib', 'deep relative', 'import { recipeKeys } from "../../src/features/recipes/api/keys";'],
    ['lib', 'alias', 'import { recipeKeys } from "#src/features/recipes/api/keys";'],
    ['components/ui', 'relative', 'import { Router } from "../../app/router";'],
    ['components/ui', 'deep relative', 'import { Router } from "../../../src/app/router";'],
    ['components/ui', 'alias', 'import { Router } from "#src/app/router";'],
  ].map(([folder, how, source], index) => ({
    case: `${folder} → a feature or app/, ${how}`,
    file: `apps/web/src/${folder}/knows-${index}.ts`,
    source,
    rule: 'shared-code-knows-no-feature',
  })),
  // zod schemas come through lib/schemas (a package: by its name, or a path into it).
  ...[
    ['by name', 'import { productSchema } from "@glouton/core/schemas";'],
    ['relative', 'import { productSchema } from "../../../../../../packages/core/src/schemas/index.ts";'],
    [
      'deep relative',
      'import { productSchema } from "../../../../../../packages/../packages/core/src/schemas/index.ts";',
    ],
    ['zod itself', 'import { z } from "zod";'],
  ].map(([how, source], index) => ({
    case: `zod schema outside lib/schemas, ${how}`,
    file: `apps/web/src/features/stock/api/schema-${index}.ts`,
    source,
    rule: 'zod-schemas-through-lib',
  })),
  // No hand-written path outside lib/: apiRequest (Biome, by name).
  ...[
    ['relative', 'import { apiRequest } from "../../../lib/api-client";'],
    ['deep relative', 'import { apiRequest } from "../../../../src/lib/api-client";'],
    ['alias', 'import { apiRequest } from "#src/lib/api-client";'],
    ['with its extension', 'import { apiRequest } from "../../../lib/api-client.ts";'],
  ].map(([how, source], index) => ({
    case: `apiRequest outside lib/, ${how}`,
    file: `apps/web/src/features/stock/api/by-hand-${index}.ts`,
    source: `${source}\nexport const call = apiRequest;`,
    rule: 'lint/style/noRestrictedImports',
  })),
  // A module reaches another only through its index.ts.
  ...[
    ['relative', 'import { insertUnits } from "../stock/stock.repository.js";'],
    ['deep relative', 'import { insertUnits } from "../../modules/stock/stock.repository.js";'],
    ['alias', 'import { insertUnits } from "#src/modules/stock/stock.repository.js";'],
    ['type only', 'import type { insertUnits } from "../stock/stock.repository.js";'],
  ].map(([how, source], index) => ({
    case: `module → another module's insides, ${how}`,
    file: `apps/server/src/modules/households/reach-${index}.ts`,
    source,
    rule: 'module-through-its-index',
  })),
  // Modules never import app.ts or composition.ts.
  ...[
    ['relative', 'import { app } from "../../app.js";'],
    ['deep relative', 'import { compose } from "../../../src/composition.js";'],
    ['alias', 'import { compose } from "#src/composition.js";'],
  ].map(([how, source], index) => ({
    case: `module → the app, ${how}`,
    file: `apps/server/src/modules/households/app-${index}.ts`,
    source,
    rule: 'module-knows-no-app',
  })),
  // Routes never import a repository.
  ...[
    ['relative', 'import { count } from "./stock.repository.js";'],
    ['deep relative', 'import { count } from "../../modules/stock/stock.repository.js";'],
    ['alias', 'import { count } from "#src/modules/stock/stock.repository.js";'],
  ].map(([how, source], index) => ({
    case: `routes → a repository, ${how}`,
    file: `apps/server/src/modules/stock/planted-${index}.routes.ts`,
    source,
    rule: 'routes-without-repositories',
  })),
  // SQL only in repositories: kysely's values (a package: by its name, or a path into it)…
  ...[
    ['by name', 'import { sql } from "kysely";'],
    ['relative', 'import { sql } from "../../../../../node_modules/kysely/dist/esm/index.js";'],
    ['deep relative', 'import { sql } from "../../../../../apps/../node_modules/kysely/dist/esm/index.js";'],
  ].map(([how, source], index) => ({
    case: `kysely value outside a repository, ${how}`,
    file: `apps/server/src/modules/stock/values-${index}.service.ts`,
    source,
    rule: 'sql-in-repositories',
  })),
  // …and queries, however the file got hold of the database or of `sql` (Biome's plugin).
  ...[
    [
      'a query on a handed database',
      'export const f = (tx: { db: any }) => tx.db.selectFrom("stock_items").execute();',
    ],
    ['sql through a re-export', 'import { sql } from "#src/db/transaction.js";\nexport const f = () => sql`select 1`;'],
    ['a sql helper', 'import { sql } from "../../db/transaction.js";\nexport const f = () => sql.raw("select 1");'],
  ].map(([how, source], index) => ({
    case: `a query outside a repository, ${how}`,
    file: `apps/server/src/modules/stock/query-${index}.service.ts`,
    source,
    rule: 'plugin',
  })),
  // The apps share code only through @glouton/core.
  ...[
    ['relative', 'import { addUnits } from "../../../server/src/modules/stock/index.js";'],
    ['deep relative', 'import { addUnits } from "../../../../apps/server/src/modules/stock/index.js";'],
  ].map(([how, source], index) => ({
    case: `web → server, ${how}`,
    file: `apps/web/src/lib/server-${index}.ts`,
    source,
    rule: 'apps-share-through-core',
  })),
  // A package by its name, not a path into it.
  {
    case: 'a path into @glouton/core',
    file: 'apps/web/src/lib/core-path.ts',
    source: 'import { LIST_QUANTITY_MAX } from "../../../../packages/core/src/domain/index.ts";',
    rule: 'packages-by-name',
  },
  // An alias nobody taught the checker: refused rather than unchecked.
  ...[
    ['an undeclared alias', 'import { recipeKeys } from "@/features/recipes/api/keys";'],
    ['a missing file behind the alias', 'import { recipeKeys } from "#src/features/recipes/api/nowhere";'],
  ].map(([how, source], index) => ({
    case: `an import that leads nowhere, ${how}`,
    file: `apps/web/src/features/stock/api/nowhere-${index}.ts`,
    source,
    rule: 'imports-resolve',
  })),
];

type Diagnostic = { category: string; location: { path: string } };
type Run = { status: number | null; output: string; boundaries: { file: string; rule: string }[] };

function write(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** dependency-cruiser with the real configuration, as `npm run lint` runs it (without the baseline). */
function cruise(root: string): Run {
  const { status, stdout, stderr } = run(
    DEPENDENCY_CRUISER,
    [
      'apps/{web,server}/src/**/*.{ts,tsx}',
      '--config',
      join(ROOT, '.dependency-cruiser.js'),
      '--output-type',
      'err-long',
    ],
    root,
  );
  // Each violation opens with `error <rule>: <from> → <to>`, then the rule's comment.
  const boundaries = [...stdout.matchAll(/^\s*error (\S+): (\S+) → /gm)].map(([, rule = '', file = '']) => ({
    file,
    rule,
  }));
  return { status, output: stdout + stderr, boundaries };
}

/** Biome's two boundary rules: `apiRequest` outside lib/, and queries outside repositories. */
function lint(root: string): Run {
  const { status, stdout, stderr } = run(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', 'apps'], root);
  const diagnostics: Diagnostic[] = JSON.parse(stdout).diagnostics;
  return {
    status,
    output: stdout + stderr,
    boundaries: diagnostics
      .filter(({ category }) => category === 'plugin' || category === 'lint/style/noRestrictedImports')
      .map(({ category, location }) => ({ file: location.path, rule: category })),
  };
}

describe('import boundaries', () => {
  let root = '';
  let clean: { cruise: Run; lint: Run };
  let planted: { cruise: Run; lint: Run };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'glouton-boundaries-'));
    write(root, cleanTree());
    mkdirSync(join(root, 'node_modules/@glouton'));
    symlinkSync(join(root, 'packages/core'), join(root, 'node_modules/@glouton/core'), 'dir');
    clean = { cruise: cruise(root), lint: lint(root) };
    write(root, Object.fromEntries(PLANTS.map((plant) => [plant.file, `${plant.source}\n`])));
    planted = { cruise: cruise(root), lint: lint(root) };
  }, 120_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('passes a tree that keeps the boundaries, tests and test helpers included', () => {
    expect(clean.cruise.boundaries, clean.cruise.output).toEqual([]);
    expect(clean.cruise.status, clean.cruise.output).toBe(0);
    expect(clean.lint.boundaries, clean.lint.output).toEqual([]);
  });

  for (const plant of PLANTS) {
    it(`refuses ${plant.case} (${plant.rule})`, () => {
      const found = [...planted.cruise.boundaries, ...planted.lint.boundaries].filter(
        ({ file }) => file === plant.file,
      );
      expect(found.map(({ rule }) => rule)).toContain(plant.rule);
    });
  }

  it('fails the run, naming each planted file, and nothing else', () => {
    expect(planted.cruise.status).not.toBe(0);
    expect(planted.lint.status).not.toBe(0);
    const named = new Set([...planted.cruise.boundaries, ...planted.lint.boundaries].map(({ file }) => file));
    expect([...named].sort()).toEqual([...new Set(PLANTS.map(({ file }) => file))].sort());
  });

  it('plants a violation of every rule of the configuration', () => {
    const planted = new Set(PLANTS.map(({ rule }) => rule));
    for (const { name } of config.forbidden ?? []) expect(planted, name).toContain(name);
  });
});
