import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { PageViewTracker } from '../shell/analytics/PageViewTracker';
import { CookieBannerOnDemand } from '../shell/consent/CookieBannerOnDemand';
import { IslandFrame } from './IslandFrame';

/**
 * The cookie banner and, with consent given here, the page-view event (it renders nothing
 * itself; a view the loader counted already is not counted again).
 */
export function hydrateIsland(element: Element, locale: Locale): Promise<void> {
  return new Promise((ready) => {
    hydrateRoot(
      element,
      <IslandFrame locale={locale} onReady={ready}>
        <CookieBannerOnDemand />
        <PageViewTracker />
      </IslandFrame>,
    );
  });
}
