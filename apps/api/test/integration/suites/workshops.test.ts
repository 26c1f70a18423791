// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../workshop-hosting-rules.test.js';
import '../workshop-registrants.test.js';
import '../workshop-session-changes.test.js';
import '../workshop-text-review.test.js';
import '../workshop-visibility.test.js';
import '../workshops-admin.test.js';
import '../workshops-member.test.js';
import '../profiles.test.js';
import '../checkin.test.js';
import '../online-attendance.test.js';
import '../certificates.test.js';
