// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../mail.test.js';
import '../mail-outbox.test.js';
import '../mail-worker-yield.test.js';
import '../data-retention.test.js';
