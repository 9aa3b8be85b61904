import { getStats } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { StatsService } from './stats.service.js';

export function statsRoutes(stats: StatsService) {
  return [route(getStats, ({ auth, query }) => stats.get(auth.householdId, query))];
}
