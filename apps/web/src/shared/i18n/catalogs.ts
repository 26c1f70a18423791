import type { Locale } from '@platform/domain';
import type { CatalogGroup } from './catalog-groups';

import type { MessageFormatElement } from 'react-intl';

/** Parsed at build time (apps/web/vite/i18n-catalog-plugin.ts); plain strings in unit tests. */
export type Messages = Record<string, string | MessageFormatElement[]>;

type CatalogLoader = () => Promise<{ default: Messages }>;

/**
 * German needs no catalog at run time: its texts are the `defaultMessage`s in the code, and
 * react-intl uses them without a warning when the shown language is the default one
 * (`src/i18n/de.json` mirrors them for translators and reviews).
 *
 * Other languages are fetched on demand, one group at a time (see catalog-groups.ts): a first
 * visit loads the shell's texts and the shown page's texts, nothing more.
 */
const CATALOG_LOADERS: Record<Locale, Record<CatalogGroup, CatalogLoader> | null> = {
  de: null,
  en: {
    core: () => import('virtual:i18n-catalog/en-core'),
    home: () => import('virtual:i18n-catalog/en-home'),
    services: () => import('virtual:i18n-catalog/en-services'),
    about: () => import('virtual:i18n-catalog/en-about'),
    vision: () => import('virtual:i18n-catalog/en-vision'),
    contact: () => import('virtual:i18n-catalog/en-contact'),
    projects: () => import('virtual:i18n-catalog/en-projects'),
    expertise: () => import('virtual:i18n-catalog/en-expertise'),
    flagship: () => import('virtual:i18n-catalog/en-flagship'),
    imprint: () => import('virtual:i18n-catalog/en-imprint'),
    privacy: () => import('virtual:i18n-catalog/en-privacy'),
    terms: () => import('virtual:i18n-catalog/en-terms'),
    status: () => import('virtual:i18n-catalog/en-status'),
    consent: () => import('virtual:i18n-catalog/en-consent'),
    auth: () => import('virtual:i18n-catalog/en-auth'),
    memberWorkshops: () => import('virtual:i18n-catalog/en-memberWorkshops'),
    booking: () => import('virtual:i18n-catalog/en-booking'),
    academy: () => import('virtual:i18n-catalog/en-academy'),
    academyRegistration: () => import('virtual:i18n-catalog/en-academyRegistration'),
    billing: () => import('virtual:i18n-catalog/en-billing'),
    checkin: () => import('virtual:i18n-catalog/en-checkin'),
    certificates: () => import('virtual:i18n-catalog/en-certificates'),
  },
};

/** The messages of one group in one language; `{}` where the code's defaults are the texts. */
export async function loadCatalogGroup(locale: Locale, group: CatalogGroup): Promise<Messages> {
  const loaders = CATALOG_LOADERS[locale];
  if (!loaders) return {};
  return (await loaders[group]()).default;
}
