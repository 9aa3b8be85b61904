import { getHealth } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(health: HealthService) {
  return [route(getHealth, () => health.check())];
}
