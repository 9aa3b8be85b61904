/**
 * French typography of the web app's text (scripts/typography.ts): ’ between letters, non-breaking
 * spaces inside « » and before : ; ! ?. Run by `npm run lint`; `--fix` rewrites what it can.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { findTypographyIssues, fixTypography } from './typography.js';

const fix = process.argv.includes('--fix');
// The web app's sources and its manifest (vite.config.ts), and core's, whose words the app shows
// (expiry labels, form messages). Other folders can be named: `npx tsx scripts/check-typography.ts apps/server/src`.
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const scope = named.length > 0 ? named : ['apps/web/src', 'apps/web/vite.config.ts', 'packages/core/src'];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...scope], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file))
  // Tests and test helpers are not shown to people.
  .filter((file) => !/\.test\.tsx?$|\.d\.ts$|\/(test|testing)\//.test(file));

let found = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (fix) {
    const fixed = fixTypography(source, file);
    if (fixed !== source) writeFileSync(file, fixed);
  }
  for (const issue of findTypographyIssues(fix ? readFileSync(file, 'utf8') : source, file)) {
    console.error(`${file}:${issue.line}:${issue.column} ${issue.rule} — « ${issue.excerpt} »`);
    found += 1;
  }
}
if (found > 0)
  console.error(
    `${found} problème(s) de typographie${fix ? ' restent après --fix' : ' (npx tsx scripts/check-typography.ts --fix)'}.`,
  );
process.exit(found > 0 ? 1 : 0);
