import type { Plugin } from 'vite';

/**
 * zxing-wasm's default `locateFile` fetches the wasm from a CDN. The decoder worker always passes its
 * own (the wasm emitted here, same origin), so that default is dead code: strip the address so no CDN
 * URL ships at all (the CSP would block it anyway).
 */
export function noZxingCdn(): Plugin {
  const cdn = /https:\/\/fastly\.jsdelivr\.net\/npm\/zxing-wasm@[\w.-]+\/dist\//g;
  return {
    name: 'glouton:no-zxing-cdn',
    transform(code, id) {
      if (!id.includes('/zxing-wasm/dist/') || !code.includes('jsdelivr')) return null;
      const stripped = code.replace(cdn, '');
      if (stripped.includes('jsdelivr')) this.error(`a CDN address remains in ${id}: update noZxingCdn()`);
      return { code: stripped, map: null };
    },
  };
}
