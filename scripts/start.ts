/**
 * `npm start`, first half: builds only when the build is missing or older than a source (a full build
 * takes a minute on a small machine; most starts change nothing). The second half is in package.json:
 * `exec node apps/server/dist/main.js`. `exec` makes the server the very process npm started its script
 * in, so the SIGTERM or SIGINT npm forwards reaches the server itself: without it, `sh` would die and
 * leave the server running.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildDecision, readBuildState, writeBuildStamp } from '../apps/server/src/hosting/build-freshness.js';

const root = resolve(import.meta.dirname, '..');
const decision = buildDecision(readBuildState(root));
if (!decision.build) process.exit(0);

console.log(`Construction de Glouton (${decision.reason})…`);
const startedAt = new Date();
// Its own process group: a stop reaches every process of the build (npm, sh, tsc, vite) at once.
const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', detached: true });
const stopBuild = (signal: NodeJS.Signals) => {
  try {
    if (build.pid) process.kill(-build.pid, signal);
  } catch {
    // already gone
  }
};
process.on('SIGTERM', stopBuild);
process.on('SIGINT', stopBuild);
// npm forwards a signal to the shell only, which dies without passing it on: a new parent says so.
const parent = process.ppid;
const orphaned = setInterval(() => process.ppid !== parent && stopBuild('SIGTERM'), 500);

build.on('exit', (code, signal) => {
  clearInterval(orphaned);
  if (code === 0) {
    writeBuildStamp(root, startedAt);
    process.exit(0);
  }
  console.error(
    signal
      ? `Construction interrompue (${signal}).`
      : 'La construction a échoué : corrigez l’erreur ci-dessus, puis relancez npm start.',
  );
  process.exit(1);
});
