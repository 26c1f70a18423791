/** The projects module's public entry: what other modules may use. */
export { ProjectsModule } from './projects.module.js';
export { ProjectsService } from './projects.service.js';
export { ProjectTeamService, type ProjectTeamMember } from './project-team.service.js';
