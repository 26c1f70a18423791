/** The public paths of the site, so links and routes cannot drift apart (shared with the API). */
export { PATHS } from '@platform/domain';
