import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { FlagshipRegistration } from '../modules/workshops/flagship/FlagshipRegistration';
import { requireCatalogGroup } from '../shared/i18n/catalog-store';
import { IslandFrame } from './IslandFrame';

/**
 * The flagship page's sign-up form: its dates (seats left, waitlist), validation, sending and
 * the done screen, as in the app.
 */
export async function hydrateIsland(element: Element, locale: Locale) {
  // Its texts: the page's (`flagship.*`) and the registration form's (`academy.*`, with the
  // checkout's in `academyRegistration`).
  await Promise.all([
    requireCatalogGroup('flagship'),
    requireCatalogGroup('academy'),
    requireCatalogGroup('academyRegistration'),
  ]);
  hydrateRoot(
    element,
    <IslandFrame locale={locale}>
      <FlagshipRegistration />
    </IslandFrame>,
  );
}
