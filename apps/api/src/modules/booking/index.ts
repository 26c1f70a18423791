/** The booking module's public entry: what other modules may use. */
export { BookingModule } from './booking.module.js';
export { BookingCalendarService } from './booking-calendar.service.js';
export {
  BookingCalendarHooks,
  type BusyRange,
  type ExternalCalendarSource,
} from './booking-calendar-hooks.js';
export type { CalendarEntry } from './booking-calendar.service.js';
