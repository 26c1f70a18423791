import type { Locale } from '@platform/domain';
import { sendPageView } from './send-page-view';
import { readConsentRecord } from '../consent/consent-storage';

let countedPath: string | null = null;

/**
 * A page whose React waits for the visitor's first interaction (a marketing page's consent
 * island, the Academy's pages taken over by the app) counts its view as it loads when the
 * visitor has allowed statistics (islands.ts); the tracker (PageViewTracker) then knows this
 * path is counted.
 */
export function countPageViewAtLoad(locale: Locale): void {
  if (readConsentRecord()?.preferences.analytics !== true) return;
  countedPath = window.location.pathname;
  sendPageView({ path: countedPath, lang: locale });
}

export function pageViewCountedAtLoad(): string | null {
  return countedPath;
}
