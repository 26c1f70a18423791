// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../academy-concurrency.test.js';
import '../academy-seat-batches.test.js';
import '../academy-listing.test.js';
import '../academy-listing-cache.test.js';
import '../academy-listing-answers.test.js';
import '../academy-registration.test.js';
import '../flagship-workshop-seat.test.js';
import '../workshop-mails.test.js';
import '../after-session.test.js';
import '../academy-statement-count.test.js';
