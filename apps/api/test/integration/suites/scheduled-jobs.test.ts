// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../scheduled-jobs.test.js';
import '../workshop-minimum.test.js';
