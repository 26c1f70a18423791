import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, type TestAccount } from '../support/accounts';
import AxeBuilder from '@axe-core/playwright';
import { graphqlAs, posterDataUrl, workshopHost } from '../support/hosting';
import { type CaughtMail, viewableHtml, waitForMail } from '../support/mailbox';
import { declineCookies, switchLanguage, pressEnglish } from '../support/visit';

/** 18:00 Berlin time (winter: 17:00 UTC) on the Monday at least `days` ahead. */
function mondayAhead(days: number): Date {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
  start.setUTCHours(17, 0, 0, 0);
  return start;
}

/** An approved weekly workshop of `host` (Mondays unless told), one registration on its first date. */
async function weeklyWorkshop(
  request: APIRequestContext,
  host: TestAccount,
  title: string,
  byDay = 'MO',
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
        description: 'Eine wöchentliche Runde.',
        format: 'online',
        videoCallLink: 'https://meet.example.com/weekly',
        startTime: new Date(mondayAhead(14).getTime() + DAYS[byDay] * 86_400_000).toISOString(),
        durationMinutes: 90,
        maxParticipants: 10,
        isPublic: true,
        visibility: 'public',
        guestRegistrationEnabled: true,
        recurrence: { rule: `FREQ=WEEKLY;BYDAY=${byDay}`, endDate: null },
        poster: { dataUrl: await posterDataUrl(), filename: 'poster.png' },
        basePriceCents: 0,
      },
    },
  );
  await graphqlAs(request, ADMIN, 'mutation ($id: ID!) { approveWorkshop(id: $id) { id } }', {
    id: createWorkshop.id,
  });
  const attendee = await registerVerifiedMember(request, { name: 'Rita Runde' });
  await graphqlAs(
    request,
    attendee,
    'mutation ($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
    {
      s: createWorkshop.sessions[0].id,
    },
  );
  return { ...createWorkshop, attendee };
}

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

async function hideCookieBanner(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
}

const DAYS: Record<string, number> = { MO: 0, FR: 4 };

/** Opens the designed mail in a second tab, at desktop and phone width: it fits, and the logo shows. */
async function lookAtMail(page: Page, mail: CaughtMail, name: string): Promise<void> {
  const view = await page.context().newPage();
  for (const width of [1280, 390]) {
    await view.setViewportSize({ width, height: 900 });
    await view.setContent(viewableHtml(mail));
    const logo = view.locator('img').first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const overflow = await view.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await view.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await view.close();
}

const TEXTS = {
  de: {
    move: 'Termin verschieben',
    newStart: 'Neuer Beginn',
    reason: 'Grund für die Verschiebung',
    moveSave: 'Verschieben',
    moveCancel: 'Abbrechen',
    notified: '1 Person wird per E-Mail benachrichtigt.',
    confirm: 'Jetzt verschieben',
    moved: 'Der Termin ist verschoben; die Angemeldeten werden benachrichtigt.',
    description: 'Beschreibung',
    capacity: 'Maximale Teilnehmerzahl',
    save: 'Änderungen speichern',
    offSchedule: /passt nicht mehr/,
  },
  en: {
    move: 'Move this date',
    newStart: 'New start',
    reason: 'Reason for the move',
    moveSave: 'Move',
    moveCancel: 'Cancel',
    notified: '1 person will be notified by email.',
    confirm: 'Move now',
    moved: 'The date has moved; the people registered are being told.',
    description: 'Description',
    capacity: 'Maximum participants',
    save: 'Save changes',
    offSchedule: /no longer fits/,
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`a host moves a date, then edits the description: the date stays moved (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const x = TEXTS[locale];
    const host = await workshopHost(request, 'Mona Moderation');
    const title = `Wochenrunde ${locale} ${Date.now().toString(36)}`;
    const workshop = await weeklyWorkshop(request, host, title);
    const first = new Date(workshop.sessions[0].startsAt);
    const moved = new Date(first.getTime() + 25 * 3_600_000); // Tuesday 19:00
    const movedDay = moved.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

    await signIn(page, host, `/member-area/workshops/${workshop.id}/registrants`);
    if (locale === 'en') await pressEnglish(page);
    const session = page.locator('section.ws-registrants__session').first();
    // The dialog's buttons say what they do; "Cancel" leaves the date alone.
    await session.getByRole('button', { name: x.move }).click();
    await session.getByRole('button', { name: x.moveCancel, exact: true }).click();
    await expect(session.getByLabel(x.newStart)).toHaveCount(0);
    await session.getByRole('button', { name: x.move }).click();
    await session.getByLabel(x.newStart).fill(`${movedDay}T19:00`);
    const reason = `Der Raum ist am Montag belegt (${locale}).`;
    await session.getByLabel(x.reason).fill(reason);
    await session.getByRole('button', { name: x.moveSave, exact: true }).click();
    // A confirmation says who will be told before anyone is mailed.
    await expect(session.getByText(x.notified)).toBeVisible();
    await expect(page.locator('.ws-registrants__confirm')).toContainText(reason);
    const axe = await new AxeBuilder({ page }).include('.ws-registrants__confirm').analyze();
    expect(axe.violations).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await hideCookieBanner(page);
      await session.screenshot({ path: `${SHOTS}/move-confirm-${locale}-${width}.png` });
    }
    await session.getByRole('button', { name: x.confirm }).click();
    // The move and its mails commit together: on a loaded machine that takes a while.
    await expect(page.getByText(x.moved)).toBeVisible({ timeout: 20_000 });
    // The registrant's mail carries the reason, in the designed layout.
    const mail = await waitForMail(
      (m) => m.to.includes(workshop.attendee.email) && m.subject === `Geänderter Termin: ${title}`,
    );
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain('cid:');
    expect(mail.inline.some((i) => i.mimeType === 'image/png')).toBe(true);
    await lookAtMail(page, mail, `moved-date-mail-${locale}`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`/member-area/workshops/${workshop.id}/edit`);
    await page.getByLabel(x.description).fill('Neu beschrieben: wir arbeiten an echten Fällen.');
    await page.getByLabel(x.capacity).fill('14');
    await page.getByRole('button', { name: x.save }).click();

    // "Meine Workshops": the moved date is the next one, with its registration.
    const card = page.getByRole('listitem').filter({ hasText: title });
    // One date format per language: 15.12.2026, 19:00 / 15 December 2026, 19:00.
    const berlin = { timeZone: 'Europe/Berlin' } as const;
    const shown =
      locale === 'de'
        ? moved.toLocaleString('de-DE', { ...berlin, dateStyle: 'medium', timeStyle: 'short' })
        : `${moved.toLocaleDateString('en-GB', { ...berlin, dateStyle: 'long' })}, ${moved.toLocaleTimeString('en-GB', { ...berlin, timeStyle: 'short' })}`;
    await expect(card).toContainText(shown, { timeout: 20_000 });
    await expect(card).toContainText('1/14');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await hideCookieBanner(page);
      await card.screenshot({ path: `${SHOTS}/moved-date-card-${locale}-${width}.png` });
    }

    // The registrants page: the moved date first, on the rule, and the old date not back.
    await page.goto(`/member-area/workshops/${workshop.id}/registrants`);
    const firstSession = page.locator('section.ws-registrants__session').first();
    await expect(firstSession.getByRole('heading')).toContainText('19:00');
    await expect(firstSession).toContainText('Rita Runde');
    await expect(page.getByText(x.offSchedule)).toHaveCount(0);
  });
}

test('the date screen names a public holiday and skips it in one click (de, en)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const host = await workshopHost(request, 'Fritz Freitag');
  // A year of Fridays always has Good Friday (and often Christmas or New Year).
  const workshop = await weeklyWorkshop(
    request,
    host,
    `Freitagsrunde ${Date.now().toString(36)}`,
    'FR',
  );
  await signIn(page, host, `/member-area/workshops/${workshop.id}/registrants`);
  await declineCookies(page);
  const holidays = page.locator('.ws-registrants__holiday');
  await expect(holidays.first()).toContainText(/^Feiertag: /);
  const count = await holidays.count();
  const first = holidays.first();
  await first.scrollIntoViewIfNeeded();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await first.scrollIntoViewIfNeeded();
    await hideCookieBanner(page);
    await page.screenshot({ path: `${SHOTS}/holiday-hint-de-${width}.png` });
  }
  await switchLanguage(page, 'en');
  await expect(holidays.first()).toContainText(/^Public holiday: /);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await holidays.first().scrollIntoViewIfNeeded();
    await hideCookieBanner(page);
    await page.screenshot({ path: `${SHOTS}/holiday-hint-en-${width}.png` });
  }
  const section = page
    .locator('section.ws-registrants__session')
    .filter({ has: page.locator('.ws-registrants__holiday') })
    .first();
  const heading = (await section.getByRole('heading').textContent()) ?? '';
  await section.getByRole('button', { name: 'Skip this day' }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  await expect(holidays).toHaveCount(count - 1);
});
