import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { declineCookies, waitForHydration, waitForTakeover, pressEnglish } from '../support/visit';
import { waitForMail } from '../support/mailbox';

const PUBLIC_ROUTES = [
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

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('the public website', () => {
  test('every public route has its own title and heading in both languages, without serious accessibility faults', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await declineCookies(page);
    for (const language of ['de', 'en'] as const) {
      if (language === 'en') await pressEnglish(page);
      const titles = new Set<string>();
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        titles.add(`${route === '/agb' ? '/nutzungsbedingungen' : route}|${await page.title()}`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(20);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(serious.map((v) => `${route}: ${v.id}`)).toEqual([]);
      }
      expect(new Set([...titles].map((t) => t.split('|')[1])).size).toBeGreaterThanOrEqual(
        PUBLIC_ROUTES.length - 1,
      );
    }
  });

  test('remembers the cookie decision after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Anpassen' }).click();
    // Only the categories the site uses: what it needs, and its own statistics.
    await expect(page.getByRole('switch')).toHaveCount(2);
    // Keyboard use: focus the switch and toggle it with Space.
    await page.getByRole('switch', { name: /Statistik/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: /Statistik/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /Notwendig/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toBeHidden();
    const stored = await page.evaluate((): string | undefined => {
      const entries = Object.entries(localStorage) as Array<[string, string]>;
      return entries.find(([key]) => key.includes('consent'))?.[1];
    });
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      version: '1.0',
      preferences: { necessary: true, analytics: true },
    });
  });

  test('sends the contact form: the team and the visitor each get an email', async ({ page }) => {
    const email = unique('kontakt');
    await page.goto('/kontakt');
    await declineCookies(page);
    // The form is an island of its own (it hydrates when it comes near the screen).
    await waitForTakeover(page.locator('form').filter({ has: page.getByLabel('Ihre Nachricht') }));
    await page.getByLabel('Name').fill('Karla Kontakt');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Ihre Nachricht').fill('Wir möchten ein Innovationsprojekt starten.');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Nachricht wurde erfolgreich gesendet!')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    const ack = await waitForMail((m) => m.to.includes(email));
    expect(ack.subject).toBe('Ihre Nachricht ist bei uns angekommen');
    await waitForMail((m) => m.subject === 'Kontaktanfrage von Karla Kontakt');
  });

  test('registers for the flagship workshop and confirms by email', async ({ page }) => {
    const email = unique('workshop');
    await page.goto('/workshops/websites-mit-ki');
    await declineCookies(page);
    // The sign-up form is an island: what is typed before it hydrates is not in its state.
    await waitForTakeover(page.getByLabel('Name'));
    await page.getByLabel('Name').fill('Wim Workshop');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page
      .getByLabel('Was möchten Sie im Workshop erreichen?')
      .fill('Eine Website für unseren Verein');
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldung erfolgreich!' })).toBeVisible();
    const mail = await waitForMail((m) => m.to.includes(email));
    // The demo flagship has dates: the sign-up took a seat in the first one (see flagship-workshop.spec.ts).
    expect(mail.subject).toBe('Anmeldung bestätigt: Websites mit KI-Tools bauen');
    await page.getByRole('button', { name: 'Neue Anmeldung' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('shows the approved team profiles from the API on the About page', async ({ page }) => {
    // They come with the page's HTML (rendered by the API): the browser does not ask for them.
    const teamRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/profiles/team') teamRequests.push(request.url());
    });
    await page.goto('/ueber-uns');
    await expect(page.getByText('Dr. Lena Hoffmann')).toBeVisible();
    await expect(page.getByText('Jonas Weber')).toBeVisible();
    await expect(page.getByText(/Beispielprofile/)).toBeHidden();
    await waitForHydration(page);
    expect(teamRequests).toEqual([]);
  });
});
