import { readFileSync } from 'node:fs';
import { ANY_ENTRY, hydratedPartOf } from '../support/entries';
import { movePointer } from '../support/visit';
import { expect, test, type Page } from '@playwright/test';

type Locale = 'de' | 'en';
type Catalog = Record<string, string>;

/** The texts themselves, so the checks follow the copy instead of repeating it. */
const catalogs: Record<Locale, Catalog> = {
  de: readCatalog('de'),
  en: readCatalog('en'),
};

function readCatalog(locale: Locale): Catalog {
  const file = new URL(`../../web/src/i18n/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

const PRERENDERED_ROUTES = [
  '/',
  '/leistungen',
  '/ueber-uns',
  '/unsere-vision',
  '/kontakt',
  '/expertise-teilen',
  '/workshops/websites-mit-ki',
  '/datenschutz',
  '/impressum',
  '/nutzungsbedingungen',
  '/agb',
];

const LOCALES: Locale[] = ['de', 'en'];
const addressOf = (path: string, locale: Locale) => (locale === 'en' ? `${path}?lang=en` : path);

function decodeHtml(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function firstMatch(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

/** React marks the DOM nodes it owns; a prerendered node it took over carries the mark. */
async function headingOwnedByReact(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = (window as { prerenderedHeading?: Element }).prerenderedHeading;
    return Boolean(
      heading?.isConnected && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
    );
  });
}

test.describe('prerendered public pages', () => {
  test('the raw HTML of / and /leistungen holds heading, title, canonical, alternates and Open Graph tags in German and English', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const pages = [
      { path: '/', heading: 'home.hero.title', title: null },
      { path: '/leistungen', heading: 'services.hero.title', title: 'services.meta.title' },
    ];
    for (const { path, heading, title } of pages) {
      for (const locale of LOCALES) {
        const texts = catalogs[locale];
        const response = await request.get(addressOf(path, locale));
        expect(response.status()).toBe(200);
        const html = await response.text();
        const siteName = texts['shell.siteName'] ?? '';
        const url = `${origin}${addressOf(path, locale)}`;

        expect(html).toContain(`<html lang="${locale}"`);
        expect(firstMatch(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(texts[heading]);
        expect(firstMatch(html, /<title>([^<]*)<\/title>/)).toBe(
          title ? `${texts[title]} | ${siteName}` : siteName,
        );
        expect(
          firstMatch(html, /<meta name="description" content="([^"]*)"/)?.length,
        ).toBeGreaterThan(40);
        expect(html).toContain(`<link rel="canonical" href="${url}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="de" href="${origin}${path}" />`);
        expect(html).toContain(
          `<link rel="alternate" hreflang="en" href="${origin}${path}?lang=en" />`,
        );
        expect(html).toContain(
          `<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`,
        );
        expect(html).toContain(`<meta property="og:url" content="${url}" />`);
        expect(html).toContain(
          `<meta property="og:locale" content="${locale === 'de' ? 'de_DE' : 'en_GB'}" />`,
        );
        expect(html).toContain('<meta property="og:title" content="');
        expect(html).toContain('<meta property="og:description" content="');
        expect(html).toContain('<meta property="og:type" content="website" />');
        expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
        // The language markup the browser checks before it hydrates.
        expect(html).toContain(`data-prerendered-locale="${locale}"`);
      }
    }
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
    // Routes without a page of their own get the plain shell, not the home page.
    const shell = await (await request.get('/member-area')).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('rel="canonical"');
  });

  test('every prerendered page hydrates without a mismatch, in German and English', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        /hydrat|did not match|Minified React error #4(18|19|21|23|25)/i.test(message.text())
      ) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });

    for (const locale of LOCALES) {
      for (const route of PRERENDERED_ROUTES) {
        // Hold the app's entry back until the prerendered heading has been noted.
        let release = () => {};
        const entryHeld = new Promise<void>((resolve) => (release = resolve));
        await page.route(ANY_ENTRY, async (request) => {
          await entryHeld;
          await request.continue();
        });
        await page.goto(addressOf(route, locale), { waitUntil: 'commit' });
        await page.locator('h1').waitFor({ state: 'attached' });
        await page.evaluate((part) => {
          (window as { prerenderedHeading?: Element }).prerenderedHeading =
            document.querySelector(part) ?? undefined;
        }, hydratedPartOf(route));
        // A first-time visitor's banner is part of the page before any script runs.
        await expect(page.locator('section.cookie-banner[data-prerendered]')).toHaveCount(1);
        release();
        // The header and banner of a marketing page hydrate once the visitor does something.
        await movePointer(page);

        // The banner loses its prerendered mark once the page has hydrated; by then a mismatch
        // would have replaced the prerendered nodes.
        await expect(page.locator('section.cookie-banner:not([data-prerendered])')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Each island hydrates on its own: the header may follow the banner by a moment.
        await expect
          .poll(() => headingOwnedByReact(page), { message: `${locale} ${route}` })
          .toBe(true);
        await page.unroute(ANY_ENTRY);
      }
    }
    expect(problems).toEqual([]);
  });

  test('keeps title, canonical and Open Graph tags right on navigation and language switches', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const canonical = page.locator('link[rel="canonical"]');
    const ogLocale = page.locator('meta[property="og:locale"]');
    const en = catalogs.en;
    const de = catalogs.de;

    await page.goto('/leistungen?lang=en');
    await movePointer(page);
    await expect(page.locator('section.cookie-banner:not([data-prerendered])')).toBeVisible();
    await page
      .getByRole('navigation', { name: en['header.nav.label'] })
      .getByRole('link', { name: en['header.nav.contact'] })
      .click();
    await expect(page).toHaveTitle(`${en['contact.meta.title']} | ${en['shell.siteName']}`);
    await expect(canonical).toHaveAttribute('href', `${origin}/kontakt?lang=en`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/kontakt?lang=en`,
    );
    await expect(ogLocale).toHaveAttribute('content', 'en_GB');

    // Back to German on a page opened as English: the address drops `?lang=en`.
    await page.goto('/leistungen?lang=en');
    await page.getByRole('button', { name: /^DE/ }).first().click();
    await expect(page).toHaveURL(`${origin}/leistungen`);
    await expect(page).toHaveTitle(`${de['services.meta.title']} | ${de['shell.siteName']}`);
    await expect(canonical).toHaveAttribute('href', `${origin}/leistungen`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}/leistungen?lang=en`,
    );
    await expect(ogLocale).toHaveAttribute('content', 'de_DE');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      de['services.hero.title'] ?? '',
    );
  });

  test('a visitor who has decided about cookies never sees the prerendered banner', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: catalogs.de['consent.decline'] }).click();
    await expect(page.locator('section.cookie-banner')).toHaveCount(0);
    // Every frame of the next load: is a banner on screen?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { bannerSeen?: string[] }).bannerSeen = seen;
      const check = () => {
        const banner = document.querySelector('section.cookie-banner');
        if (banner) {
          const style = getComputedStyle(banner);
          if (style.display !== 'none' && Number(style.opacity) > 0) seen.push(style.opacity);
        }
        if (performance.now() < 4000) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/leistungen');
    await movePointer(page);
    await expect(page.locator('section.cookie-banner')).toHaveCount(0);
    await page.waitForFunction(() => performance.now() > 4000, undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as { bannerSeen?: string[] }).bannerSeen)).toEqual([]);
  });

  test('a visitor who chose English gets English on a page served in German', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogs.en['home.hero.title'] ?? '',
    );
    // No `?lang`: the server sends the German page, the stored choice renders it in English.
    await page.goto('/unsere-vision');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalogs.en['vision.hero.title'] ?? '',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/unsere-vision\?lang=en$/,
    );
    expect(problems).toEqual([]);
  });
});
