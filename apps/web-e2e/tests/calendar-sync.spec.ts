import { expect, test } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { Radicale } from '../support/radicale';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    heading: 'Ihr eigener Kalender',
    none: 'Kein Kalender verbunden',
    server: 'Server-Adresse',
    username: 'Benutzername',
    password: 'App-Passwort',
    find: 'Kalender suchen',
    calendar: 'Kalender',
    connect: 'Kalender verbinden',
    done: 'Ihr Kalender ist verbunden.',
    connected: 'Verbunden',
    kind: 'CalDAV: belegte Zeiten werden gelesen, Buchungen eingetragen',
    wrong: 'Der Kalender-Server hat Benutzername oder Passwort abgelehnt.',
    adminHeading: 'Eigene Kalender der Berater',
    disconnect: 'Verbindung trennen',
    disconnected: (calendar: string) =>
      `Die Verbindung ist getrennt. Die Buchungen, die wir in den Kalender „${calendar}“ eingetragen hatten, haben wir dort gelöscht.`,
  },
  en: {
    heading: 'Your own calendar',
    none: 'No calendar connected',
    server: 'Server address',
    username: 'User name',
    password: 'App password',
    find: 'Find calendars',
    calendar: 'Calendar',
    connect: 'Connect calendar',
    done: 'Your calendar is connected.',
    connected: 'Connected',
    kind: 'CalDAV: busy times are read, bookings are added',
    wrong: 'The calendar server refused the user name or password.',
    adminHeading: 'Consultants’ own calendars',
    disconnect: 'Disconnect',
    disconnected: (calendar: string) =>
      `The calendar is disconnected. The bookings we had entered in the calendar “${calendar}” have been deleted from it.`,
  },
} as const;

let radicale: Radicale;
test.beforeAll(async () => {
  radicale = await new Radicale().start();
});
test.afterAll(async () => {
  await radicale.stop();
});

for (const language of ['de', 'en'] as Language[]) {
  test(`[${language}] 390px: a consultant connects their CalDAV calendar and sees it connected, and so do the admins`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = TEXTS[language];
    const name = `Kai Kalender ${language}${Date.now().toString(36)}`;
    const member = await registerVerifiedMember(request, { name, locale: language });
    await gqlAs(
      request,
      'admin',
      'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
      { i: { email: member.email, displayName: name } },
    );
    const user = `kai-${language}-${Date.now().toString(36)}`;
    await radicale.createCalendar(user, 'app-pass-4711', language === 'de' ? 'Arbeit' : 'Work');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(page, member, '/member-area/beratungen');
    await declineCookiesIn(page, language);

    const box = page.getByRole('region', { name: t.heading });
    await expect(box.getByText(t.none)).toBeVisible();
    await box.getByLabel(t.server).fill(radicale.url);
    await box.getByLabel(t.username).fill(user);
    await box.getByLabel(t.password).fill('not-the-password');
    await box.getByRole('button', { name: t.find }).click();
    await expect(box.getByRole('alert')).toContainText(t.wrong);

    await box.getByLabel(t.password).fill('app-pass-4711');
    await box.getByRole('button', { name: t.find }).click();
    const choice = box.getByLabel(t.calendar, { exact: true });
    await expect(choice).toHaveValue(`${radicale.url}/${user}/work/`);
    await expectNoSeriousAxeFaults(page);
    await box.getByRole('button', { name: t.connect }).click();

    await expect(box.getByText(t.done)).toBeVisible();
    await expect(box.getByText(t.connected, { exact: true })).toBeVisible();
    await expect(box.getByText(t.kind)).toBeVisible();
    await expect(box.getByText(language === 'de' ? 'Arbeit' : 'Work')).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
    await page.screenshot({ path: `${SHOTS}/calendar-sync-${language}-390.png`, fullPage: true });

    // The admins see the same state on the booking admin page.
    await signIn(page, ADMIN, '/member-area/booking');
    const overview = page.getByRole('region', { name: t.adminHeading });
    const entry = overview.getByRole('listitem').filter({ hasText: name });
    await expect(entry.getByText(t.connected, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page, 390);

    // The consultant disconnects it: the bookings written into it are deleted there, and said so.
    await signIn(page, member, '/member-area/beratungen');
    await box.getByRole('button', { name: t.disconnect }).click();
    await expect(box.getByRole('status').first()).toHaveText(
      t.disconnected(language === 'de' ? 'Arbeit' : 'Work'),
    );
    await expect(box.getByText(t.none)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
  });
}
