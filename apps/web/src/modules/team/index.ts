/** The team module's public entry: the address checks of public profiles. */
export { safeImageUrl, safeWebUrl } from './api/team-profile';
