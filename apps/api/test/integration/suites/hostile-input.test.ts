// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../hostile-fields.test.js';
import '../hostile-guest-member.test.js';
import '../hostile-limits.test.js';
import '../hostile-mails.test.js';
import '../hostile-not-found.test.js';
import '../hostile-profiles.test.js';
import '../hostile-redis.test.js';
import '../hostile-uploads.test.js';
import '../hostile-video-link.test.js';
import '../hostile-workshop-create.test.js';
