// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../web-precompressed.test.js';
import '../web-prerendered.test.js';
import '../about-page-freshness.test.js';
import '../web-serving.test.js';
import '../workshop-page-head.test.js';
import '../media.test.js';
import '../media-variants.test.js';
import '../media-caching.test.js';
