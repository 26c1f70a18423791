import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, type TestAccount } from '../support/accounts';
import { uniqueWord } from '../support/academy-workshops';
import { graphqlAs, posterDataUrl, workshopHost } from '../support/hosting';
import { waitForMail } from '../support/mailbox';
import { sessionStartsNow, startingIn } from '../support/session-times';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';
const ROOM = 'https://meet.example.com/werkraum';

/** The two-letter weekday (RRULE BYDAY) of a moment in Berlin. */
const berlinByDay = (at: Date) =>
  new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Europe/Berlin' })
    .format(at)
    .slice(0, 2)
    .toUpperCase();

/**
 * An approved weekly online workshop of `host` whose first date begins a few seconds from now
 * (so the host can tick attendance during it), with a year of dates after it.
 */
async function weeklyOnlineWorkshop(
  request: APIRequestContext,
  host: TestAccount,
  title: string,
  start: Date,
) {
  const { createWorkshop } = await graphqlAs<{
    createWorkshop: { id: string; sessions: Array<{ id: string; startsAt: string }> };
  }>(
    request,
    host,
    `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id sessions { id startsAt } } }`,
    {
      input: {
        title,
        description: 'Eine wöchentliche Runde im Videoraum.',
        format: 'online',
        videoCallLink: ROOM,
        startTime: start.toISOString(),
        durationMinutes: 90,
        maxParticipants: 10,
        isPublic: true,
        visibility: 'public',
        guestRegistrationEnabled: true,
        recurrence: { rule: `FREQ=WEEKLY;BYDAY=${berlinByDay(start)}`, endDate: null },
        poster: { dataUrl: await posterDataUrl(), filename: 'poster.png' },
        basePriceCents: 0,
      },
    },
  );
  await graphqlAs(request, ADMIN, 'mutation ($id: ID!) { approveWorkshop(id: $id) { id } }', {
    id: createWorkshop.id,
  });
  return createWorkshop;
}

const TEXT = {
  de: {
    more: /^Weitere Termine \(\d+\)$/,
    fewer: 'Weitere Termine ausblenden',
    mark: 'Anwesenheit eintragen',
    summary: (n: number) => `${n} von 2 anwesend`,
    chart: 'Teilnahme je Termin',
    table: 'Zahlen als Tabelle',
    online: 'online beigetreten',
    hand: 'von Hand',
  },
  en: {
    more: /^More dates \(\d+\)$/,
    fewer: 'Hide more dates',
    mark: 'Mark attendance',
    summary: (n: number) => `${n} of 2 present`,
    chart: 'Attendance per session',
    table: 'Figures as a table',
    online: 'joined online',
    hand: 'by hand',
  },
} as const;

test("a weekly workshop's registrants screen puts today's date first; one attendee joins by the personal link, the host ticks the other by hand; the chart shows it (de and en, phone)", async ({
  page,
  request,
}) => {
  const host = await workshopHost(request, 'Wanda Woche');
  const title = uniqueWord('Wochenrunde');
  // The first date starts within the quarter hour in which the join link opens; once Ola has
  // joined, it is moved to have begun a minute ago (no waiting for the clock).
  const start = startingIn(5);
  const workshop = await weeklyOnlineWorkshop(request, host, title, start);
  expect(workshop.sessions.length).toBeGreaterThan(40);
  const today = workshop.sessions[0];
  expect(Date.parse(today.startsAt)).toBe(start.getTime());
  const ola = await registerVerifiedMember(request, { name: 'Ola Online' });
  const tim = await registerVerifiedMember(request, { name: 'Tim Telefon' });
  const later = await registerVerifiedMember(request, { name: 'Lea Später' });
  const register = (who: TestAccount, s: string) =>
    graphqlAs(request, who, 'mutation ($s: ID!) { registerForWorkshop(sessionId: $s) { id } }', {
      s,
    });
  await register(ola, today.id);
  await register(tim, today.id);
  await register(later, workshop.sessions[20].id);

  // Ola's confirmation carries her personal join link, not the room; opening it (in the 15
  // minutes before the start) records her and leads to the call.
  const mail = await waitForMail((m) => m.to.includes(ola.email) && m.subject.includes(title));
  expect(mail.text).not.toContain(ROOM);
  expect(mail.html).not.toContain(ROOM);
  const join = /https?:\/\/\S+\/j\/[A-Za-z0-9_-]{22}/.exec(mail.text ?? '')![0];
  const opened = await request.get(new URL(join).pathname, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  expect(opened.headers().location).toBe(ROOM);
  await sessionStartsNow(today.id);

  for (const language of ['de', 'en'] as Language[]) {
    const x = TEXT[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await startVisit(page, language);
    await signIn(page, host, `/member-area/workshops/${workshop.id}/registrants`);

    // Today's date is the first session; the far dates wait behind "more dates".
    const sessions = page.locator('section.ws-registrants__session');
    const more = page.getByRole('button', { name: x.more });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await sessions.count()).toBe(4);
    await expect(sessions.nth(3)).toContainText('Lea Später');
    await page.setViewportSize({ width: 1280, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(4000);
    await page.setViewportSize({ width: 390, height: 844 });

    const first = sessions.first();
    await first.getByRole('button', { name: x.mark }).click();
    const list = first.locator('section.attendance');
    await expect(list.getByRole('checkbox', { name: 'Ola Online' })).toBeChecked();
    await expect(list.getByText(new RegExp(x.online))).toBeVisible();
    const timBox = list.getByRole('checkbox', { name: 'Tim Telefon' });
    if (language === 'de') {
      // Tim joined by phone: the host ticks him by hand.
      await expect(list.getByText(x.summary(1))).toBeVisible();
      await expect(timBox).not.toBeChecked();
      await timBox.check();
    }
    await expect(list.getByText(x.summary(2))).toBeVisible();
    await expect(timBox).toBeChecked();
    await expect(list.getByText(new RegExp(x.hand))).toBeVisible();

    // The chart over the sessions, with its figures as a table.
    await expect(page.getByRole('img', { name: x.chart })).toBeVisible();
    await page.getByText(x.table).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', '2', '–', '–']);
    // On the phone every figure is on screen, each with its label: nothing scrolls sideways.
    const rating = table.getByRole('row').nth(1).getByRole('cell').last();
    await expect(rating).toBeInViewport({ ratio: 1 });
    expect(await rating.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain(
      language === 'de' ? 'Bewertung' : 'Rating',
    );
    expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/attendance-${language}-390.png`, fullPage: true });

    await more.click();
    await expect(page.getByRole('button', { name: x.fewer })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await sessions.count()).toBe(workshop.sessions.length);
    await page.getByRole('button', { name: x.fewer }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/attendance-${language}-1280.png`, fullPage: true });
  }
});
