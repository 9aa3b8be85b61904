import { build, type Plugin } from 'vite';

/**
 * index.html's first script (src/app/first-screen): compiled apart from the app, as one small script with
 * no imports, and written into the page, so that it runs while the page is parsed instead of after the
 * app's code has arrived. The server allows it by its hash (apps/server/src/plugins/security.ts).
 * `base`: the path the app is served under, which the script's addresses start with.
 */
export function firstScreenScript(base: string): Plugin {
  let root = '';
  let mode = '';
  return {
    name: 'glouton:first-screen-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const result = await build({
          configFile: false,
          root,
          mode,
          base,
          publicDir: false,
          logLevel: 'warn',
          resolve: { conditions: ['source'] },
          build: {
            write: false,
            target: 'es2022',
            lib: { entry: 'src/app/first-screen/inline.ts', formats: ['iife'], name: 'gloutonFirstScreen' },
          },
        });
        const [output] = Array.isArray(result) ? result : [result];
        const code = output && 'output' in output ? output.output[0].code.trim() : '';
        if (!code) throw new Error('the first-screen script did not build: see firstScreenScript()');
        return [{ tag: 'script', children: code, injectTo: 'body' }];
      },
    },
  };
}
