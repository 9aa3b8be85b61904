import type { Plugin } from 'vite';

/**
 * The latin Nunito file is needed by the first paint of every screen, but the browser only learns of it
 * once the CSS has arrived and been applied: preloading it from index.html starts it with the CSS
 * (one round trip less before the text shows in its own font; Lighthouse's longest chain).
 * `base`: the path the app is served under, which the link's address starts with.
 */
export function preloadFont(base: string): Plugin {
  return {
    name: 'glouton:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /nunito-latin-wght-normal-.*\.woff2$/.test(file));
        if (!font) throw new Error('the Nunito latin font is not in the build: update preloadFont()');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
