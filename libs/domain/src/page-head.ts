import { DEFAULT_LOCALE, type Locale, LOCALES } from './enums.js';
import { PATHS } from './site-paths.js';

/** What a page says about itself, already in the shown language. */
export interface PageMetaValues {
  /** The document title, site name included. */
  title: string;
  description: string;
  siteName: string;
  /** A picture of this page for link previews (absolute URL); else the site's share picture. */
  image?: { url: string; alt: string };
}

/** One element of the document head, found again in the browser by `selector`. */
export interface HeadTag {
  tag: 'meta' | 'link';
  selector: string;
  attributes: Record<string, string>;
}

const OG_LOCALES: Record<Locale, string> = { de: 'de_DE', en: 'en_GB' };

/** The site's share picture (apps/web/public): brand mark and name, the same in each language. */
const OG_IMAGE = { path: '/og-image.png', width: '1200', height: '630' };

/** Paths that show another page's content: search engines are sent to that page. */
const CANONICAL_PATHS: Record<string, string> = { [PATHS.termsAlias]: PATHS.terms };

export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CANONICAL_PATHS[path] ?? path;
}

/** German is the default and lives at the bare path; other languages add `?lang=`. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `${origin}${path}` : `${origin}${path}?lang=${locale}`;
}

export interface PageHeadInput extends PageMetaValues {
  /** Scheme and host without a trailing slash, e.g. `https://www.example.com`. */
  origin: string;
  pathname: string;
  locale: Locale;
}

/**
 * Description, canonical link, language alternates and Open Graph tags of a page. The
 * prerender step writes them into the HTML; the browser keeps them in step on navigation.
 */
export function pageHeadTags(page: PageHeadInput): HeadTag[] {
  const path = canonicalPath(page.pathname);
  const url = localizedUrl(page.origin, path, page.locale);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    selector: `meta[${key}="${name}"]`,
    attributes: { [key]: name, content },
  });
  const alternate = (hreflang: string, locale: Locale): HeadTag => ({
    tag: 'link',
    selector: `link[rel="alternate"][hreflang="${hreflang}"]`,
    attributes: { rel: 'alternate', hreflang, href: localizedUrl(page.origin, path, locale) },
  });
  const otherLocale = LOCALES.find((locale) => locale !== page.locale) ?? DEFAULT_LOCALE;

  return [
    meta('name', 'description', page.description),
    { tag: 'link', selector: 'link[rel="canonical"]', attributes: { rel: 'canonical', href: url } },
    ...LOCALES.map((locale) => alternate(locale, locale)),
    alternate('x-default', DEFAULT_LOCALE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[page.locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[otherLocale]),
    ...(page.image
      ? [
          meta('property', 'og:image', page.image.url),
          meta('property', 'og:image:alt', page.image.alt),
        ]
      : [
          meta('property', 'og:image', `${page.origin}${OG_IMAGE.path}`),
          meta('property', 'og:image:width', OG_IMAGE.width),
          meta('property', 'og:image:height', OG_IMAGE.height),
          meta('property', 'og:image:alt', page.siteName),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

/** Tags only some pages have: removed again when the next page has none of them. */
export const OPTIONAL_HEAD_SELECTORS: readonly string[] = [
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** The tags as HTML, for the prerendered files. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(' ');
      return `<${tag.tag} ${attributes} />`;
    })
    .join('\n    ');
}

export const escapeHtmlText = (text: string) => text.replace(/[&<>]/g, (c) => ENTITIES[c] ?? c);
