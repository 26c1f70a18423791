import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import { ISLAND_PATHS } from './island-paths';

/**
 * A link from an English islands page to another islands page, carrying `?lang=en`.
 *
 * The server picks the prerendered file by `?lang` alone (one address per language, the one the
 * sitemap gives; no cookie, so the files stay cacheable for everyone). A plain `/leistungen`
 * therefore gets the German file, which an English reader's loader cannot use: it would load the
 * whole app to show the page in English. With `?lang=en` the English file comes and only its
 * islands hydrate. Other addresses (the app, other sites, links naming a language) stay as they are.
 */
export function inPageLanguage(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return href;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return href;
  if (url.searchParams.has('lang') || !ISLAND_PATHS.includes(url.pathname)) return href;
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Plain links outside the islands (the page's own markup, the footer) go the same way: a normal
 * left click on such a link loads the address in the page's language.
 */
export function followLinksInPageLanguage(locale: Locale): void {
  if (locale === DEFAULT_LOCALE) return;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const href = link.getAttribute('href') ?? '';
    const target = inPageLanguage(href, locale);
    if (target === href) return;
    event.preventDefault();
    window.location.assign(target);
  });
}
