/** The calendar feeds module's public entry: only the Nest module (nothing calls into it). */
export { CalendarFeedsModule } from './calendar-feeds.module.js';
