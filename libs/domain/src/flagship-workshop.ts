/**
 * The Academy workshop behind the flagship page (`PATHS.websiteWorkshop`): a registration on
 * that page takes a seat in one of this workshop's sessions. Linked by slug (stable across
 * databases), never by id.
 */
export const FLAGSHIP_WORKSHOP_SLUG = 'websites-mit-ki-tools-bauen';
