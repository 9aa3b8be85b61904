/**
 * `npm test`: every check of the project and one closing line `N passed, N failed` summing every runner
 * (CI reads that line). Lint, typecheck and the build count as one check each.
 *
 * The checks run side by side where nothing orders them, so that both cores stay busy while one check
 * waits on its database, its browser or its disk: the lint beside the typecheck and the build; the unit
 * suites on SQLite beside the server suite on PostgreSQL (when TEST_DATABASE_URL is set; without the files
 * marked `@engine-independent`, which never touch the test database); the browser
 * journeys once the build is there. Each check writes to its own log, printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const OUT = '.ci-out';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

type Tally = { name: string; passed: number; failed: number; seconds: number };
const tallies: Tally[] = [];
/** Each failed test by name, repeated under the summary: a long log's tail is often all one gets to read. */
const failures: string[] = [];
/** Passes that did not run, said in the summary so that nobody mistakes a skip for a pass. */
const skipped: string[] = [];
const env = { ...process.env, TZ: 'Europe/Paris', FORCE_COLOR: '0' };
const started = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

/** Runs a command with its output in `.ci-out/<log>.log`, printed whole once it ends; resolves its exit code. */
function run(log: string, command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  const file = join(OUT, `${log}.log`);
  const output = createWriteStream(file);
  const begun = Date.now();
  console.log(`▶ ${log}: ${command} ${args.join(' ')}  (at ${seconds(started)} s)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(output, { end: false });
    child.stderr.pipe(output, { end: false });
    child.on('error', (error) => output.write(`\n${error.message}\n`));
    child.on('close', (code) => {
      output.end(() => {
        console.log(`\n━━━ ${log} (${seconds(begun)} s, exit ${code}) ━━━`);
        process.stdout.write(readFileSync(file, 'utf8'));
        resolve(code ?? 1);
      });
    });
  });
}

async function check(name: string, command: string, args: string[]): Promise<boolean> {
  const begun = Date.now();
  const status = await run(name, command, args);
  tallies.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds: seconds(begun) });
  return status === 0;
}

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

async function vitest(name: string, args: string[], extraEnv: Record<string, string> = {}) {
  const file = join(OUT, `${name}.json`);
  const begun = Date.now();
  const status = await run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    extraEnv,
  );
  const report = readJson(file) as VitestReport | undefined;
  for (const result of report?.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name}: ${where} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === 'failed' && !failedTests.length)
      failures.push(`${name}: ${where}\n      ${firstLine(result.message)}`);
  }
  // A crash before any report, or a failed file with no failed test (an import error), still fails.
  const brokenFiles = report?.testResults.filter((result) => result.status === 'failed').length ?? 0;
  const failed = report
    ? Math.max(report.numFailedTests, status === 0 ? 0 : 1, brokenFiles && !report.numFailedTests ? brokenFiles : 0)
    : 1;
  tallies.push({ name, passed: report?.numPassedTests ?? 0, failed, seconds: seconds(begun) });
}

async function playwright() {
  const file = join(OUT, 'e2e.json');
  const begun = Date.now();
  const status = await run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: file,
  });
  type Suite = { title: string; specs?: { title: string; ok: boolean; file: string }[]; suites?: Suite[] };
  const report = readJson(file) as
    | { stats: { expected: number; unexpected: number; flaky: number }; suites?: Suite[] }
    | undefined;
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`e2e: ${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  const failed = report ? Math.max(report.stats.unexpected, status === 0 ? 0 : 1) : 1;
  tallies.push({
    name: 'e2e',
    passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0),
    failed,
    seconds: seconds(begun),
  });
}

/**
 * The browser journeys need Debian's Chromium, and the reverse-proxy test Debian's Caddy; on a fresh
 * machine (as root) they are installed here.
 */
async function ensureChromiumAndCaddy() {
  const chromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  const caddy = existsSync('/usr/bin/caddy');
  if (chromium && caddy) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Missing: `sudo apt-get install chromium caddy` (Debian) for the browser journeys and the proxy test.',
    );
    return;
  }
  console.log("Installing Debian's chromium and caddy for the tests…");
  await run('apt', 'bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core caddy']);
}

const { values: only } = parseArgs({ options: { skip: { type: 'string', multiple: true } } });
const skip = new Set(only.skip ?? []);

await ensureChromiumAndCaddy();
const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) skipped.push('server-postgres: TEST_DATABASE_URL is not set, the server suite ran on SQLite only');

// The lint beside the typecheck then the build (the build's compile reuses what the typecheck built).
const built = (async () => {
  if (!(await check('typecheck', 'npm', ['run', 'typecheck']))) return false;
  return check('build', 'npm', ['run', 'build']);
})();
await Promise.all([
  check('lint', 'npm', ['run', 'lint']),
  built,
  // The first pass is SQLite for every suite; PostgreSQL gets its own pass beside it, for the files that
  // use the test database: a file marked `@engine-independent` (its own SQLite, its own processes, no
  // database at all) would prove nothing more there (apps/server/vitest.config.ts, decision 0073).
  vitest('unit-sqlite', [], { TEST_DATABASE_URL: '', GLOUTON_TEST_SKIP_ENGINE_INDEPENDENT: '' }),
  postgres
    ? vitest('server-postgres', ['--project', 'server*'], { GLOUTON_TEST_SKIP_ENGINE_INDEPENDENT: '1' })
    : undefined,
]);
if (skip.has('e2e')) skipped.push('e2e: --skip e2e');
else if (await built) await playwright();

console.log(`\nSummary (${seconds(started)} s):`);
for (const t of tallies) {
  console.log(`  ${t.name.padEnd(16)} ${t.passed} passed, ${t.failed} failed  (${t.seconds} s)`);
}
for (const reason of skipped) console.log(`  SKIPPED ${reason}`);
if (failures.length) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
