import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../test/temp-folder.js';
import { createTestApp } from '../test/test-app.js';
import { inlineScriptHashes } from './spa.js';

// index.html's first script (the web build writes it inline: decision 0037) runs under the CSP because
// the policy names its exact bytes; nothing else inline does.

const FIRST_SCRIPT = '(function(){var t=localStorage.getItem("token");if(t)console.log("à")})();';
const INDEX = `<!doctype html><html lang="fr"><head><script type="module" crossorigin src="/Glouton/assets/index-abc.js"></script></head><body><div id="root"></div><template id="t"><p>x</p></template><script>${FIRST_SCRIPT}</script></body></html>`;
const sha256 = (code: string) => createHash('sha256').update(code, 'utf8').digest('base64');

describe('inline scripts of index.html', () => {
  it('are hashed one by one, as their bytes are; scripts loaded from a file are not', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha256(FIRST_SCRIPT)]);
    expect(
      inlineScriptHashes('<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script src="x.js"></script>'),
    ).toEqual([sha256('a()'), sha256('b()')]);
    expect(inlineScriptHashes('<html><body></body></html>')).toEqual([]);
  });

  it('are allowed by the CSP of every document by their hash, and only them', async () => {
    const dist = tempFolder('glouton-spa-inline-');
    writeFileSync(join(dist, 'index.html'), INDEX);
    const t = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const url of ['/Glouton/', '/Glouton/login']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
        expect(scriptSrc).toBe(`'self' 'wasm-unsafe-eval' 'sha256-${sha256(FIRST_SCRIPT)}'`);
      }
      const api = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
