import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** The push handlers, loaded by the generated service worker with importScripts (decision 0042). */
export const PUSH_WORKER = 'push-sw.js';

/**
 * vite-plugin-pwa generates the service worker (its precache and offline navigation stay as they are);
 * the push and notification-click handlers are ours, in TypeScript (src/sw/). importScripts needs one
 * classic script, so they are bundled apart as an IIFE and emitted next to sw.js.
 */
export function pushWorker(): Plugin {
  let root = '';
  return {
    name: 'glouton:push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { conditions: ['source'] },
        build: {
          write: false,
          target: 'es2022',
          lib: {
            entry: join(root, 'src/sw/push-sw.ts'),
            formats: ['iife'],
            name: 'gloutonPush',
            fileName: () => PUSH_WORKER,
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error(`${PUSH_WORKER} was not built`);
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: chunk.code });
    },
  };
}
