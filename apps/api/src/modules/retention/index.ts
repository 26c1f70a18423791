/** The retention module's public entry: what other modules may use. */
export { RetentionModule } from './retention.module.js';
export { RetentionContributors } from './retention-contributors.js';
