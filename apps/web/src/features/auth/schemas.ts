// Loaded on demand (see load-schemas.ts): the core schemas bring zod with them.
export { loginBodySchema, registerBodySchema } from '../../lib/schemas';
