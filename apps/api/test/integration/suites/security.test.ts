// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../audit-log.test.js';
import '../security-cookies.test.js';
import '../security-email-takeover.test.js';
import '../security-enumeration.test.js';
import '../security-guessing.test.js';
import '../security-http.test.js';
import '../security-lockout.test.js';
import '../security-member-benefits.test.js';
import '../security-personal-data.test.js';
import '../security-provider.test.js';
import '../security-second-factors.test.js';
import '../security-sessions.test.js';
import '../security-unconfirmed-addresses.test.js';
