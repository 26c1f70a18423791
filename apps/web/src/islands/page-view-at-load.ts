import type { Locale } from '@platform/domain';
import { sendPageView } from '../shell/analytics/send-page-view';
import { readConsentRecord } from '../shell/consent/consent-storage';

let countedPath: string | null = null;

/**
 * A marketing page counts its view as the page loads when the visitor has allowed statistics
 * (the consent island, which would count it in the app's way, waits for the visitor's first
 * interaction). The island's tracker then knows this path is counted (`pageViewCountedAtLoad`).
 */
export function countPageViewAtLoad(locale: Locale): void {
  if (readConsentRecord()?.preferences.analytics !== true) return;
  countedPath = window.location.pathname;
  sendPageView({ path: countedPath, lang: locale });
}

export function pageViewCountedAtLoad(): string | null {
  return countedPath;
}
