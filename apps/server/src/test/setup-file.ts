import { afterAll } from 'vitest';
import { removeTempFolders } from './temp-folder.js';

// Run before each test file (vitest's setupFiles). Files share a worker's modules (isolate: false), so
// a hook meant for every file is registered here, not at the top of a helper module, which runs once.
afterAll(removeTempFolders);
