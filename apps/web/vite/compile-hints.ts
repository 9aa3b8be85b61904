import type { Plugin } from 'vite';

/**
 * The two chunks every screen runs at start (the entry and `vendor`) begin with V8's compile hint
 * `//# allFunctionsCalledOnLoad` (Chrome 136+): their functions are compiled on the background thread that
 * streams the script, instead of one by one on the main thread the first time each is called — which
 * is most of them, while the app starts and draws its first screen. Other browsers read a comment.
 */
export function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'glouton:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'vendor')) continue;
          if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
