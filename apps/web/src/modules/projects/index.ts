/** The projects module's public entry: the request form, the company's page, the admins' pipeline. */
export { ProjectRequestForm } from './components/ProjectRequestForm';
export { ProjectRequestFollow } from './components/ProjectRequestFollow';
export { ProjectRequestsAdmin } from './components/ProjectRequestsAdmin';
export { MyProjectOffers } from './components/MyProjectOffers';
export { SpecialistTermsForm } from './components/SpecialistTermsForm';
