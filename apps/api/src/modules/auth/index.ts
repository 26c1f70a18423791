/** The auth module's public entry: what other modules may use. */
export { AuthModule } from './auth.module.js';
export { hashSecret, newSecret, sameHash } from './tokens/secret-token.js';
export { UsersService } from './users.service.js';
export type { AccountFacts } from './users.service.js';
