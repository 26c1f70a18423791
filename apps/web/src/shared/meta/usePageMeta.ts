import type { Locale } from '@platform/domain';
import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { siteMessages } from '../site-messages';
import { applyHeadTags, pageHeadTags } from './page-head';
import { PageMetaCollectorContext } from './page-meta-collector';
import { useLanguageInAddress } from './useLanguageInAddress';

let origin: string | undefined;

/**
 * The site's public address: the one the server wrote into the first page's canonical link
 * (its configured public URL), else the address bar's.
 */
function siteOrigin(): string {
  if (origin === undefined) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  }
  return origin;
}

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit it for the site name alone. */
  title?: string;
  /** Falls back to the site's description. */
  description?: string;
  /** The page's own picture for link previews (absolute URL). */
  image?: { url: string; alt: string };
}

/**
 * Sets the document title, the meta description, the canonical link, the language alternates
 * and the Open Graph tags for the current page and language. While prerendering, the values go
 * to the build instead (see entry-server.tsx).
 */
export function usePageMeta({ title, description, image }: PageMeta = {}): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const collector = useContext(PageMetaCollectorContext);
  const siteName = intl.formatMessage(siteMessages.siteName);
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const fullDescription = description ?? intl.formatMessage(siteMessages.defaultDescription);
  const locale = intl.locale as Locale;
  const imageUrl = image?.url;
  const imageAlt = image?.alt;

  // Rendering on the server has no effects: the page's values are handed over right here.
  collector?.({ title: fullTitle, description: fullDescription, siteName });
  useLanguageInAddress(locale);

  useEffect(() => {
    document.title = fullTitle;
    applyHeadTags(
      pageHeadTags({
        origin: siteOrigin(),
        pathname,
        locale,
        title: fullTitle,
        description: fullDescription,
        siteName,
        image: imageUrl && imageAlt ? { url: imageUrl, alt: imageAlt } : undefined,
      }),
    );
  }, [fullTitle, fullDescription, siteName, pathname, locale, imageUrl, imageAlt]);
}
