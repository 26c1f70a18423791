/** The analytics module's public entry: what other modules may use. */
export { AnalyticsModule } from './analytics.module.js';
export { AnalyticsService } from './analytics.service.js';
