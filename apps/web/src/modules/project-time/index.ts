/** The project-time module's public entry: hours of specialists, the company's view, the admins' months. */
export { MyProjectHours } from './components/MyProjectHours';
export { CompanyProjectHours } from './components/CompanyProjectHours';
export { ProjectHoursAdmin } from './components/ProjectHoursAdmin';
