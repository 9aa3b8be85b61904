// After `npm install` / `npm ci` (the root's postinstall): keeps better-sqlite3's compiled binding where
// its installer, prebuild-install, looks first — npm's cache, under the name of the prebuilt archive it
// would download for this exact package version, Node ABI, platform, architecture and libc. No prebuilt
// binary can be downloaded on a machine without GitHub, so each install compiled SQLite from source
// (about a minute on two cores, several on a loaded machine); the next install on the same machine
// unpacks this copy instead, and prebuild-install loads it before accepting it. Another version or
// another Node finds no archive under its own name and compiles. Plain JavaScript: it runs before any
// dev dependency (tsx) can be relied on, and it never fails an install.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

try {
  const manifest = require.resolve('better-sqlite3/package.json');
  const folder = dirname(manifest);
  const binding = join('build', 'Release', 'better_sqlite3.node');
  const util = require('prebuild-install/util');
  const pkg = require(manifest);
  const options = { ...require('prebuild-install/rc')(pkg), pkg };
  const archive = util.cachedPrebuild(util.getDownloadUrl(options));
  if (existsSync(join(folder, binding)) && !existsSync(archive)) {
    mkdirSync(dirname(archive), { recursive: true });
    const partial = `${archive}.${process.pid}.partial`;
    execFileSync('tar', ['-czf', partial, '-C', folder, binding]);
    renameSync(partial, archive);
    console.log(`better-sqlite3: compiled binding kept for the next install (${archive})`);
  }
} catch (error) {
  console.warn(`better-sqlite3: the compiled binding was not kept (${error.message}); the next install compiles it`);
}
