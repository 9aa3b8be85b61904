// The transfer module: export and import of a household's data (docs/decisions/0034). Owns no table.
// Public surface: `createTransfer` (the export, the cupboard's CSV, the import) and its routes.
export { transferRoutes } from './transfer.routes.js';
export { createTransfer, type Transfer } from './transfer.service.js';
