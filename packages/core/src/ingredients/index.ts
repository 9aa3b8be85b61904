// `@glouton/core/ingredients`: reading French ingredient lines and package quantities, scaling servings,
// adding amounts. Its own entry point, out of `domain`: only the recipe screens and the server load it,
// never the web's first load (docs/decisions/0039).
export * from './add-quantities.js';
export { formatNumber } from './numbers.js';
export * from './package-quantity.js';
export * from './parse-ingredient.js';
export * from './scale.js';
export * from './staples.js';
export * from './units.js';
export { foodName, inflectHead, plural, singular } from './words.js';
