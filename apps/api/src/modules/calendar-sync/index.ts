/** The calendar-sync module's public entry. */
export { CalendarSyncModule } from './calendar-sync.module.js';
