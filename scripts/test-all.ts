/**
 * `npm test`: every check of the project, in order, and one closing line `N passed, N failed`
 * summing every runner (CI reads that line). Lint and typecheck count as one check each.
 * With TEST_DATABASE_URL set, the server suite runs a second time on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const OUT = '.ci-out';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

type Tally = { name: string; passed: number; failed: number };
const tallies: Tally[] = [];
/** Each failed test by name, repeated under the summary: a long log's tail is often all one gets to read. */
const failures: string[] = [];
/** Passes that did not run, said in the summary so that nobody mistakes a skip for a pass. */
const skipped: string[] = [];
const env = { ...process.env, TZ: 'Europe/Paris', FORCE_COLOR: '0' };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

function check(name: string, command: string, args: string[]) {
  const status = run(command, args);
  tallies.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

const firstLine = (text = '') => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function vitest(name: string, args: string[], extraEnv: Record<string, string> = {}) {
  const file = join(OUT, `${name}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    extraEnv,
  );
  const report = readJson(file) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numTotalTestSuites: number;
        testResults: {
          name: string;
          status: string;
          message?: string;
          assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
        }[];
      }
    | undefined;
  for (const result of report?.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name}: ${where} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (result.status === 'failed' && !failedTests.length)
      failures.push(`${name}: ${where}\n      ${firstLine(result.message)}`);
  }
  // A crash before any report, or a failed file with no failed test (an import error), still fails.
  const brokenFiles = report?.testResults.filter((file) => file.status === 'failed').length ?? 0;
  const failed = report
    ? Math.max(report.numFailedTests, status === 0 ? 0 : 1, brokenFiles && !report.numFailedTests ? brokenFiles : 0)
    : 1;
  tallies.push({ name, passed: report?.numPassedTests ?? 0, failed });
}

function playwright() {
  const file = join(OUT, 'e2e.json');
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
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
  tallies.push({ name: 'e2e', passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed });
}

/**
 * The browser journeys need Debian's Chromium, and the reverse-proxy test Debian's Caddy; on a fresh
 * machine (as root) they are installed here.
 */
function ensureChromiumAndCaddy() {
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
  run('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core caddy']);
}

ensureChromiumAndCaddy();
check('lint', 'npm', ['run', 'lint']);
check('typecheck', 'npm', ['run', 'typecheck']);
// The first pass is SQLite for every suite; PostgreSQL gets its own pass below.
vitest('unit-sqlite', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('server-postgres', ['--project', 'server']);
else skipped.push('server-postgres: TEST_DATABASE_URL is not set, the server suite ran on SQLite only');
const built = run('npm', ['run', 'build']) === 0;
if (built) playwright();
else tallies.push({ name: 'build', passed: 0, failed: 1 });

console.log('\nSummary:');
for (const t of tallies) console.log(`  ${t.name.padEnd(16)} ${t.passed} passed, ${t.failed} failed`);
for (const reason of skipped) console.log(`  SKIPPED ${reason}`);
if (failures.length) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
