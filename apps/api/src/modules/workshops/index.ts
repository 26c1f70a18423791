/**
 * The workshops module's public entry: what other modules may use. Today that is the Nest
 * module alone (billing learns of seats and sessions through the seams it owns, which this
 * module fills at start-up).
 */
export { WorkshopsModule } from './workshops.module.js';
export {
  CheckInRoster,
  type CheckInRegistration,
  type CheckInSession,
} from './registrations/check-in-roster.js';
