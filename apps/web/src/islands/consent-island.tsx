import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { PageViewTracker } from '../shell/analytics/PageViewTracker';
import { CookieBannerOnDemand } from '../shell/consent/CookieBannerOnDemand';
import { IslandFrame } from './IslandFrame';

/** The cookie banner and, with consent, the page-view event (it renders nothing itself). */
export function hydrateIsland(element: Element, locale: Locale) {
  hydrateRoot(
    element,
    <IslandFrame locale={locale}>
      <CookieBannerOnDemand />
      <PageViewTracker />
    </IslandFrame>,
  );
}
