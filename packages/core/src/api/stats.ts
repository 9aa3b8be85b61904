import { endpoint } from './endpoint.js';

/**
 * « Bilan »: per Europe/Paris month, units eaten, thrown away and cooked, the waste rate, by category,
 * the products thrown most often, and estimated kilograms and kg CO₂e (docs/decisions/0044).
 */
export const getStats = /* @__PURE__ */ endpoint({
  name: 'getStats',
  method: 'GET',
  path: '/stats',
  tag: 'stats',
  schemas: { query: 'statsQuerySchema', responses: { 200: 'statsSchema' } },
});
