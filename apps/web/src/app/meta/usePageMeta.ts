import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from '../shell-messages';

export interface PageMeta {
  /** The page's own title; the site name is appended. Omit it for the site name alone. */
  title?: string;
  /** Falls back to the site's description. */
  description?: string;
}

/** Sets the document title and the meta description for the current page and language. */
export function usePageMeta({ title, description }: PageMeta = {}): void {
  const intl = useIntl();
  const siteName = intl.formatMessage(shellMessages.siteName);
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const fullDescription = description ?? intl.formatMessage(shellMessages.defaultDescription);

  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(fullDescription);
  }, [fullTitle, fullDescription]);
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}
