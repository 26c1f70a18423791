/**
 * The workshops module's public entry: what other modules may use. Billing learns of seats and
 * sessions through the seams it owns, which this module fills at start-up; the calendar feeds
 * read their workshop entries through `WorkshopCalendarService`.
 */
export { WorkshopsModule } from './workshops.module.js';
export {
  CheckInRoster,
  type CheckInRegistration,
  type CheckInSession,
  type JoinTarget,
  type AttendanceRegistrant,
} from './registrations/check-in-roster.js';
export {
  FollowUpRoster,
  type FollowUpRegistration,
  type FollowUpSession,
} from './registrations/follow-up-roster.js';
export { WorkshopCalendarService } from './calendar/workshop-calendar.service.js';
export {
  WorkshopRatings,
  type AttendeeRegistration,
  type AttendeeWorkshop,
} from './registrations/attendee-access.js';
