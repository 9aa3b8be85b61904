/**
 * Keeps docs/architecture.md true: every file it names (`…/x.ts`, `…/x.tsx`) must be a file of the repo.
 * Run by `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const DOCS = ['docs/architecture.md'];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

let missing = 0;
for (const doc of DOCS) {
  const named = [...readFileSync(doc, 'utf8').matchAll(/`([\w./-]+\.(?:ts|tsx))`/g)].map((match) => match[1] ?? '');
  for (const path of new Set(named)) {
    const found = files.some((file) => file === path || file.endsWith(`/${path}`));
    if (!found) {
      console.error(`${doc} names ${path}, which is no file of the repo.`);
      missing += 1;
    }
  }
}
process.exit(missing > 0 ? 1 : 0);
