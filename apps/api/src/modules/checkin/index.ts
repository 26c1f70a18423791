/** The check-in module's public entry: what other modules may use. */
export { CheckinModule } from './checkin.module.js';
export { CheckinService } from './checkin.service.js';
export { Attendance } from './attendance.js';
