// The health module: owns `health_probe`. Public surface: the check (a real write) and its route.
export { healthRoutes } from './health.routes.js';
export { createHealthService, type HealthService } from './health.service.js';
