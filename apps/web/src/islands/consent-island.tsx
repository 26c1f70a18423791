import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { PageViewTracker } from '../shell/analytics/PageViewTracker';
import { CookieBannerOnDemand } from '../shell/consent/CookieBannerOnDemand';
import { IslandFrame } from './IslandFrame';

/**
 * The cookie banner and, with consent given here, the page-view event (it renders nothing
 * itself; a view the loader counted already is not counted again). The island itself waits
 * for the visitor's first interaction, so the banner's code and texts come with it at once
 * (its on-demand part already loaded, it takes its markup over in the same pass).
 */
export async function hydrateIsland(element: Element, locale: Locale): Promise<void> {
  await CookieBannerOnDemand.preload();
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
