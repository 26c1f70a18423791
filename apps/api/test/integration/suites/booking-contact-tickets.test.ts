// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../booking.test.js';
import '../booking-admin-cancel.test.js';
import '../booking-reschedule.test.js';
import '../booking-any-consultant.test.js';
import '../calendar-feeds.test.js';
import '../calendar-sync.test.js';
import '../tickets.test.js';
import '../contact.test.js';
import '../projects.test.js';
import '../project-time.test.js';
import '../projects-team.test.js';
import '../projects-team-rules.test.js';
import '../project-invoice-cancel.test.js';
