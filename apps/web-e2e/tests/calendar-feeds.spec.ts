import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { createApprovedWorkshops, uniqueWord } from '../support/academy-workshops';
import { graphqlAs } from '../support/hosting';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    heading: 'Kalender abonnieren',
    address: 'Adresse Ihres Kalenders',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert.',
    help: 'So fügen Sie den Kalender hinzu (Google, Outlook, Apple)',
    google: /Google Kalender/,
    renew: 'Adresse erneuern',
    renewYes: 'Ja, neue Adresse',
    renewed: 'Neue Adresse erstellt. Die alte funktioniert nicht mehr.',
    academyLink: 'Alle Academy-Termine im eigenen Kalender abonnieren',
    calendarName: 'X-WR-CALNAME:Meine Termine',
  },
  en: {
    heading: 'Subscribe to calendar',
    address: "Your calendar's address",
    copy: 'Copy address',
    copied: 'Address copied.',
    help: 'How to add the calendar (Google, Outlook, Apple)',
    google: /Google Calendar/,
    renew: 'Renew address',
    renewYes: 'Yes, new address',
    renewed: 'New address created. The old one no longer works.',
    academyLink: 'Subscribe to all Academy dates in your own calendar',
    calendarName: 'X-WR-CALNAME:My appointments',
  },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The feed's path on this server (the address is `webcal://<public host>/kalender/….ics`). */
const feedPath = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'http:')).pathname;

for (const language of ['de', 'en'] as Language[]) {
  for (const width of [1280, 390]) {
    test(`[${language}] ${width}px: a member copies their calendar feed address, the feed has their registration, and renewing retires the old address`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const [workshop] = await createApprovedWorkshops(request, [
        {
          title: `Kalenderworkshop ${uniqueWord('')}`,
          description: 'Ein Termin für den abonnierten Kalender.',
          inDays: 12,
        },
      ]);
      const member = await registerVerifiedMember(request, {
        name: language === 'de' ? 'Karla Kalender' : 'Cal Endar',
        locale: language,
      });
      const { workshop: detail } = await graphqlAs<{ workshop: { sessions: { id: string }[] } }>(
        request,
        member,
        'query ($s: String!) { workshop(slugOrId: $s) { sessions { id } } }',
        { s: workshop.id },
      );
      await graphqlAs(
        request,
        member,
        'mutation ($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
        { s: detail.sessions[0].id },
      );

      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
      await signIn(page, member, '/member-area?tab=registrations');
      await declineCookiesIn(page, language);

      const box = page.getByRole('region', { name: t.heading });
      await expect(box).toBeVisible();
      const field = box.getByLabel(t.address);
      await expect(field).toHaveValue(/^webcal:\/\/.+\/kalender\/[\w-]{43}\.ics$/);
      await box.getByRole('button', { name: t.copy }).click();
      await expect(box.getByText(t.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await field.inputValue());

      const feed = await request.get(feedPath(copied));
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const text = await feed.text();
      expect(text).toContain(t.calendarName);
      expect(text).toContain('BEGIN:VTIMEZONE');
      expect(text).toMatch(/UID:registration-[\w-]+@/);
      expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${workshop.title}`);

      await box.getByText(t.help).click();
      await expect(box.getByText(t.google)).toBeVisible();
      await expectNoSeriousAxeFaults(page);
      await expectNoHorizontalScroll(page, width);
      await shoot(page, `calendar-feeds-${language}-${width}`);

      await box.getByRole('button', { name: t.renew }).click();
      await box.getByRole('button', { name: t.renewYes }).click();
      await expect(box.getByText(t.renewed)).toBeVisible();
      await expect(field).not.toHaveValue(copied);
      expect((await request.get(feedPath(copied))).status()).toBe(404);
      expect((await request.get(feedPath(await field.inputValue()))).status()).toBe(200);

      // The Academy page links its public feed.
      await page.goto('/academy');
      const academy = page.getByRole('link', { name: t.academyLink });
      await expect(academy).toHaveAttribute('href', /^webcal:\/\/.+\/academy\/kalender\.ics$/);
      const publicFeed = await request.get('/academy/kalender.ics');
      expect(publicFeed.status()).toBe(200);
      expect((await publicFeed.text()).replace(/\r\n /g, '')).toContain(workshop.title);
    });
  }
}
