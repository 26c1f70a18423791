import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCookieConsent } from '../consent/useCookieConsent';
import { useLocale } from '../../shared/i18n/useLocale';
import { pageViewCountedAtLoad } from './page-view-at-load';
import { sendPageView } from './send-page-view';

/**
 * Sends one page-view event per visited page, and only while the visitor has allowed
 * statistics. Consent given on a page counts that page; a language switch is not a new view.
 * A view the page's script counted before React took the page over (page-view-at-load.ts) is
 * not counted again.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { preferences } = useCookieConsent();
  const { locale } = useLocale();
  const analyticsAllowed = preferences?.analytics === true;
  const lastSentPath = useRef<string | null>(pageViewCountedAtLoad());

  const report = useEffectEvent((path: string) => sendPageView({ path, lang: locale }));

  useEffect(() => {
    if (!analyticsAllowed || lastSentPath.current === pathname) return;
    lastSentPath.current = pathname;
    report(pathname);
  }, [pathname, analyticsAllowed]);

  return null;
}
