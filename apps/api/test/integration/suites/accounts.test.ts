// One jest file for this area's test files: they share one load of the application's modules
// (about two seconds of CPU per jest file). See jest.integration.config.js.
import '../auth-accounts.test.js';
import '../auth-oauth.test.js';
import '../auth-refresh-race.test.js';
import '../auth-sessions.test.js';
import '../account-settings.test.js';
import '../my-data.test.js';
