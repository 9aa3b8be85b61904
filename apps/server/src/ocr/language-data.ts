import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The engine's French model, read from node_modules (@tesseract.js-data/fra): never fetched at run time
// (docs/decisions/0064). Its LSTM model (« best_int »), the one the engine's LSTM mode reads.

const require = createRequire(import.meta.url);

/** The folder holding `fra.traineddata.gz`. */
export function frenchDataFolder(): string {
  return join(dirname(require.resolve('@tesseract.js-data/fra/package.json')), '4.0.0_best_int');
}

/**
 * The options that keep tesseract.js on this machine: the model from its folder, gzipped as shipped,
 * and no copy written to a cache (by default it writes `fra.traineddata` into the working directory).
 */
export const tesseractOptions = () => ({ langPath: frenchDataFolder(), gzip: true, cacheMethod: 'none' });
