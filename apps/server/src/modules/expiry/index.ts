// « Lire la date »: the expiry date read from a photo of a pack (docs/decisions/0064). No table.
export { expiryRoutes } from './expiry.routes.js';
export { createExpiryService, type ExpiryService } from './expiry.service.js';
