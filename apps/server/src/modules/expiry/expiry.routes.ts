import { readExpiryDate } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { ExpiryService } from './expiry.service.js';

export function expiryRoutes(expiry: ExpiryService) {
  // The body is the photo's bytes (`bodySize: 'image'`: app.ts hands them over as they came).
  return [route(readExpiryDate, ({ auth, request }) => expiry.read(auth.householdId, request.body))];
}
