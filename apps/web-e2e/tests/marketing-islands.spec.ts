import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from '../support/console-problems';
import { APP_ENTRY, ISLANDS_ENTRY, ISLAND_ROUTES } from '../support/entries';
import { declineCookiesIn, waitForHydration, waitForTakeover } from '../support/visit';

/** The scripts a page asked for while it loaded and its islands hydrated. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('marketing pages as islands', () => {
  test('no marketing page of islands asks for the app bundle, in German or English', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    for (const lang of ['de', 'en'] as const) {
      for (const route of ISLAND_ROUTES) {
        scripts.length = 0;
        await page.goto(lang === 'en' ? `${route}?lang=en` : route);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The header took its markup over (a mismatch would have replaced it).
        await expect(page.locator('.app-header__auth-pending')).toHaveCount(0);
        const where = `${lang} ${route}`;
        expect(
          scripts.filter((src) => ISLANDS_ENTRY.test(src)),
          where,
        ).toHaveLength(1);
        expect(
          scripts.filter((src) => APP_ENTRY.test(src)),
          where,
        ).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
  });

  test('header, language switch, cookie settings and links work without the app', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    await page.goto('/leistungen');
    await declineCookiesIn(page, 'de');
    // The footer's button (no island) reopens the banner; Escape closes it again.
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const banner = page.getByRole('region', { name: 'Cookies und Datenschutz' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();

    // Back at the top, the header (hidden while scrolling down) shows again.
    await page.mouse.wheel(0, -20_000);
    await expect(page.locator('.app-header__bar')).not.toHaveClass(/--hidden/);
    // A link is a plain page load into the next prerendered page.
    await page.locator('footer').getByRole('link', { name: 'Datenschutz', exact: true }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await waitForHydration(page);

    // The language switch loads the English page and keeps the choice.
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/datenschutz\?lang=en$/);
    expect(await page.evaluate(() => localStorage.getItem('oiv-locale'))).toBe('en');

    // An English reader's links load the English file (not the German one, which would need the
    // app): the page's plain links (footer) and the header island's alike.
    await page.locator('footer').getByRole('link', { name: 'Legal notice', exact: true }).click();
    await expect(page).toHaveURL(/\/impressum\?lang=en$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('header').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/leistungen\?lang=en$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    expect(scripts.filter((src) => APP_ENTRY.test(src))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the contact form, an island, checks and sends in English without the app', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    await page.goto('/kontakt?lang=en');
    await declineCookiesIn(page, 'en');
    const form = page.locator('form').filter({ has: page.getByLabel('Your message') });
    await waitForTakeover(form);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter a message.')).toBeVisible();
    await form.getByLabel('Name').fill('Erin English');
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByLabel('Your message').fill('We would like to start an innovation project.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(/Please enter a valid email address/)).toBeVisible();
    await form.getByLabel('Email address').fill(`erin-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    expect(scripts.filter((src) => APP_ENTRY.test(src))).toEqual([]);
    expect(problems).toEqual([]);
  });
  test('the project request form, an island, checks and sends in English without the app', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    await page.goto('/projekt-anfragen?lang=en');
    await declineCookiesIn(page, 'en');
    const form = page.locator('form').filter({ has: page.getByLabel('Contact person') });
    await waitForTakeover(form);
    const submit = form.getByRole('button', { name: 'Request a project' });
    await submit.click();
    await expect(form.getByText('Please enter your company.')).toBeVisible();
    await expect(form.getByLabel('Company', { exact: true })).toBeFocused();
    await form.getByLabel('Company', { exact: true }).fill(`Islands ${Date.now()} Ltd`);
    await form.getByLabel('Contact person').fill('Erin English');
    await form.getByLabel('Email address').fill(`erin-project-${Date.now()}@example.com`);
    await form.getByLabel('What is the project about?').fill('Predictive maintenance with AI.');
    const skills = form.getByLabel('Skills wanted');
    await skills.fill('Python');
    await skills.press('Enter');
    await expect(form.getByRole('button', { name: 'Remove Python' })).toBeVisible();
    await form.getByLabel('Hours per week').fill('8');
    await form
      .getByLabel('Preferred start')
      .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Duration in weeks').fill('6');
    await form.locator('input[name="place"]').fill('Berlin');
    await submit.click();
    await expect(
      form.getByText(/Please agree to the processing of your details/).first(),
    ).toBeVisible();
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await submit.click();
    await expect(page.getByText('We have received your project request.')).toBeVisible();

    expect(scripts.filter((src) => APP_ENTRY.test(src))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
