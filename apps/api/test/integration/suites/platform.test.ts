// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../core-http.test.js';
import '../graphql-core.test.js';
import '../module-ownership.test.js';
import '../startup-tasks.test.js';
import '../process-lifecycle.test.js';
import '../admin-counters.test.js';
import '../access-rules.test.js';
