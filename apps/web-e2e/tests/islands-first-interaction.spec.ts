import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { collectProblems } from '../support/console-problems';
import { waitForHydration } from '../support/visit';

/** React's chunk (vite.config.ts): an islands page asks for it only once someone uses the page. */
const REACT_CHUNK = /\/assets\/react-[\w-]{8}\.js$/;
const PAGE_VIEW = '/api/analytics/pageview';

function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Lets the page settle: everything it loads by itself has been asked for by then. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

test.describe('islands wait for the visitor', () => {
  test('a reading visitor loads no React; the first click on the banner still counts', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const requests = recordRequests(page);
    await page.goto('/leistungen');
    await settle(page);
    expect(requests.filter((path) => REACT_CHUNK.test(path))).toEqual([]);
    // The signed-out buttons are in the markup from the start.
    await expect(page.locator('header').getByRole('link', { name: 'Anmelden' })).toBeVisible();

    // The click arrives before the banner's code: it is held and given to the banner.
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.getByRole('region', { name: 'Cookies und Datenschutz' })).toBeHidden();
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.includes('consent')),
    );
    expect(JSON.parse(stored?.[1] ?? '{}')).toMatchObject({ preferences: { analytics: false } });
    expect(requests.filter((path) => REACT_CHUNK.test(path))).toHaveLength(1);

    // The header's language switch, clicked at once on the next page, works the same way.
    await page.goto('/unsere-vision');
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await expect(page).toHaveURL(/\/unsere-vision\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
  });

  test('with statistics allowed, the view counts once as the page loads', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PAGE_VIEW) views.push(request.postData() ?? '');
    });
    await page.goto('/leistungen');
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => views.length).toBe(1);

    views.length = 0;
    await page.goto('/unsere-vision?lang=en');
    await expect.poll(() => views.length).toBe(1);
    expect(JSON.parse(views[0] ?? '{}')).toEqual({ path: '/unsere-vision', lang: 'en' });
    // The banner's island takes over later and does not count the page again.
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(views).toHaveLength(1);

    // The Academy is one island: the app that takes it over does not count it again either.
    views.length = 0;
    await page.goto('/academy?lang=en');
    await expect.poll(() => views.length).toBe(1);
    expect(JSON.parse(views[0] ?? '{}')).toEqual({ path: '/academy', lang: 'en' });
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    expect(views).toHaveLength(1);
  });

  test('a signed-in member sees their menu on a marketing page, never the sign-in buttons', async ({
    page,
    request,
  }) => {
    const problems = collectProblems(page);
    const member = await registerVerifiedMember(request, { name: 'Ines Insel' });
    await signIn(page, member, '/');
    await waitForHydration(page);
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: /Ines Insel/ })).toBeVisible();
    // Hidden while the session was being asked for, and gone once it answered.
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
    await page.goto('/leistungen');
    const login = header.getByRole('link', { name: 'Anmelden' });
    // Never shown in between: the markup's signed-out buttons stay hidden until the answer.
    expect(await login.isVisible().catch(() => false)).toBe(false);
    await expect(header.getByRole('button', { name: /Ines Insel/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
