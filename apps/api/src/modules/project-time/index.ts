/** The project-time module's public entry: what other modules may use. */
export { ProjectTimeModule } from './project-time.module.js';
