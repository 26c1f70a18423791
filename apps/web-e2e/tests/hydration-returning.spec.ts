import { expect, test, type Page } from '@playwright/test';
import { ANY_ENTRY, hydratedPartOf } from '../support/entries';
import { collectProblems } from '../support/console-problems';
import { declineCookies, movePointer } from '../support/visit';

/** Every page the build prerenders (apps/web/src/entry-server.tsx). */
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

/**
 * Opens the page with the app's entry held back until the prerendered heading is noted, then
 * checks that React took that very node over (a mismatch would have replaced it).
 */
async function expectHydrated(page: Page, address: string, lang: 'de' | 'en'): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ANY_ENTRY, async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(address, { waitUntil: 'commit' });
  await page.locator('h1').waitFor({ state: 'attached' });
  await page.evaluate((part) => {
    (window as { prerenderedHeading?: Element }).prerenderedHeading =
      document.querySelector(part) ?? undefined;
  }, hydratedPartOf(address));
  release();
  // The header and banner of a marketing page hydrate once the visitor does something.
  await movePointer(page);
  // A visitor who has decided: the prerendered banner goes once React has the page.
  await expect(page.locator('section.cookie-banner')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Each island hydrates on its own: the header may follow the banner by a moment.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = (window as { prerenderedHeading?: Element }).prerenderedHeading;
          return Boolean(
            heading?.isConnected &&
            Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
          );
        }),
      { message: `${address} hydrated in place` },
    )
    .toBe(true);
  await page.unroute(ANY_ENTRY);
}

test.describe('returning visitors', () => {
  test('every prerendered page hydrates without an error for a visitor who decided about cookies, in German and with ?lang=en', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = collectProblems(page);
    // First visit: the visitor declines optional cookies (stored on this device).
    await page.goto('/impressum');
    await declineCookies(page);
    await expect(page.locator('section.cookie-banner')).toHaveCount(0);

    for (const route of PRERENDERED_ROUTES) await expectHydrated(page, route, 'de');
    // `?lang=en` stores English; the English pages hydrate as they are.
    for (const route of PRERENDERED_ROUTES) {
      await expectHydrated(page, `${route}?lang=en`, 'en');
    }
    // Stored English, page asked for in English again (a returning English reader).
    await expectHydrated(page, '/leistungen?lang=en', 'en');
    expect(problems).toEqual([]);
  });

  test('a first visit with ?lang=en hydrates without an error', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/leistungen?lang=en');
    await movePointer(page);
    await expect(page.locator('section.cookie-banner:not([data-prerendered])')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
  });
});
