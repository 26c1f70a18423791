/** The profiles module's public entry: what other modules may use. */
export { ProfilesModule } from './profiles.module.js';
export { MyDataService } from './my-data.service.js';
export { verifiedEmailOf } from './personal-data.js';
export { DEMO_TEAM } from './profiles-demo.seeder.js';
export { ProfilesService, type ApprovedSpecialist } from './profiles.service.js';
