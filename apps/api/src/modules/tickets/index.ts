/** The tickets module's public entry: what other modules may use. */
export { TicketsModule } from './tickets.module.js';
