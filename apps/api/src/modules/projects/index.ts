/** The projects module's public entry: what other modules may use. */
export { ProjectsModule } from './projects.module.js';
export { ProjectsService } from './projects.service.js';
export { ProjectLookup } from './project-lookup.service.js';
export type { ProjectFacts } from './project-lookup.service.js';
export { ProjectTeamService, type ProjectTeamMember } from './project-team.service.js';
