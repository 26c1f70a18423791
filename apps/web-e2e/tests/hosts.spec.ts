import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, type TestAccount } from '../support/accounts';
import { graphqlAs, posterDataUrl, workshopHost } from '../support/hosting';
import { waitForMail } from '../support/mailbox';
import { pressEnglish } from '../support/visit';

/** An approved one-off workshop of `host`, `days` ahead at 17:00 UTC. */
async function approvedWorkshop(
  request: APIRequestContext,
  host: TestAccount,
  options: { title: string; days: number; capacity?: number; visibility?: string },
) {
  const start = new Date(Date.now() + options.days * 86_400_000);
  start.setUTCHours(17, 0, 0, 0);
  const { createWorkshop } = await graphqlAs<{
    createWorkshop: { id: string; slug: string; sessions: Array<{ id: string }> };
  }>(
    request,
    host,
    `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id slug sessions { id } } }`,
    {
      input: {
        title: options.title,
        description: 'Ein Workshop für die Gastgeber-Journeys.',
        format: 'hybrid',
        location: 'Haus am See, Berlin',
        videoCallLink: 'https://meet.example.com/hosts',
        startTime: start.toISOString(),
        durationMinutes: 90,
        maxParticipants: options.capacity ?? 10,
        isPublic: options.visibility !== 'members_only',
        visibility: options.visibility ?? 'public',
        guestRegistrationEnabled: options.visibility !== 'members_only',
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

async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${label}: ${v.id}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test.describe('hosts and their registrants', () => {
  test('a host sees the registrants, messages them, moves the date (they are told) and cannot register (de, 390 px)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const host = await workshopHost(request, 'Hanna Host');
    const attendee = await registerVerifiedMember(request, { name: 'Anton Anmelder' });
    const title = `Gastgeber-Abend ${Date.now().toString(36)}`;
    const workshop = await approvedWorkshop(request, host, { title, days: 20, capacity: 1 });
    await graphqlAs(
      request,
      attendee,
      'mutation ($s: ID!, $n: String) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, notes: $n) { id } }',
      { s: workshop.sessions[0].id, n: 'Bringe Fragen mit' },
    );
    await graphqlAs(
      request,
      null,
      'mutation ($s: ID!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Greta Gast", email: "greta.gast@e2e.test", joinWaitlist: true) { id } }',
      { s: workshop.sessions[0].id },
    );
    await waitForMail((m) => m.to.includes(host.email) && m.subject === `Neue Anmeldung: ${title}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, host, '/member-area?tab=workshops');
    await page.getByRole('link', { name: `Anmeldungen zu „${title}“` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldungen' })).toBeVisible();
    const session = page.getByRole('region', { name: /^Termin am / });
    const anton = session.getByRole('listitem').filter({ hasText: 'Anton Anmelder' });
    await expect(anton).toContainText(attendee.email);
    await expect(anton).toContainText('Bestätigt');
    await expect(anton).toContainText('Mitglied');
    await expect(anton).toContainText('Notizen: Bringe Fragen mit');
    const greta = session.getByRole('listitem').filter({ hasText: 'Greta Gast' });
    await expect(greta).toContainText('Warteliste');
    await expect(greta).toContainText('Gast');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'registrants (de)');

    // A message to the confirmed registrants.
    await session.getByText('Nachricht an alle Bestätigten').click();
    await session.getByRole('button', { name: 'Senden' }).click();
    await expect(session.getByText('Bitte ausfüllen.').first()).toBeVisible();
    await session.getByLabel('Betreff').fill('Raumänderung');
    await session.getByLabel('Nachricht').fill('Wir treffen uns im Wintergarten.');
    await session.getByRole('button', { name: 'Senden' }).click();
    await expect(session.getByText('Gesendet an 1 Person.')).toBeVisible();
    const message = await waitForMail(
      (m) => m.to.includes(attendee.email) && m.subject.startsWith('Raumänderung'),
    );
    expect(message.text).toContain('Wir treffen uns im Wintergarten.');

    // Moving the date: the registrant hears of it, with a calendar file.
    await session.getByRole('button', { name: 'Termin verschieben' }).click();
    const later = new Date(Date.now() + 27 * 86_400_000);
    const day = later.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    await session.getByLabel('Neuer Beginn').fill(`${day}T19:00`);
    await session.getByRole('button', { name: 'Verschieben', exact: true }).click();
    await expect(session.getByText('1 Person wird per E-Mail benachrichtigt.')).toBeVisible();
    await session.getByRole('button', { name: 'Jetzt verschieben' }).click();
    await expect(
      page.getByText('Der Termin ist verschoben; die Angemeldeten werden benachrichtigt.'),
    ).toBeVisible();
    const notice = await waitForMail(
      (m) => m.to.includes(attendee.email) && m.subject === `Geänderter Termin: ${title}`,
    );
    expect(notice.attachments.some((a) => a.filename === 'workshop.ics')).toBe(true);
    await expect(page.getByRole('region', { name: /^Termin am .*19:00 Uhr$/ })).toBeVisible();

    // The new-registration mails can be switched off.
    const mails = page.getByRole('switch', { name: 'E-Mail an mich bei jeder neuen Anmeldung' });
    await expect(mails).toBeChecked();
    await mails.click();
    await expect(mails).not.toBeChecked();

    // On the detail page, the host is told why there is no register button.
    await page.goto(`/academy/${workshop.slug}`);
    await expect(
      page.getByText('Sie leiten diesen Workshop und können sich daher nicht selbst anmelden.', {
        exact: false,
      }),
    ).toBeVisible();
    // Hybrid: both the place and the video link are shown.
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Haus am See, Berlin');
    await expect(details).toContainText('https://meet.example.com/hosts');
  });

  test('the registrants view in English, and another member is turned away (en)', async ({
    page,
    request,
  }) => {
    const host = await workshopHost(request, 'Harry Host');
    const title = `Host evening ${Date.now().toString(36)}`;
    const workshop = await approvedWorkshop(request, host, { title, days: 21 });
    const attendee = await registerVerifiedMember(request, { name: 'Ann Attendee', locale: 'en' });
    await graphqlAs(
      request,
      attendee,
      'mutation ($s: ID!) { registerForWorkshop(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s) { id } }',
      { s: workshop.sessions[0].id },
    );

    await signIn(page, host, `/member-area/workshops/${workshop.id}/registrants`);
    await pressEnglish(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
    const person = page.getByRole('listitem').filter({ hasText: 'Ann Attendee' });
    await expect(person).toContainText('Confirmed');
    await expect(person).toContainText('Member');
    await expect(page.getByRole('button', { name: 'Download as CSV' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^registrations-.*\.csv$/);
    await expectAccessible(page, 'registrants (en)');

    await page.context().clearCookies();
    await signIn(page, attendee, `/member-area/workshops/${workshop.id}/registrants`);
    await expect(page.getByText('Workshop not found.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  });

  test('a visitor on a members-only link sees its title and the way in, in both languages', async ({
    page,
    request,
  }) => {
    const host = await workshopHost(request, 'Mara Members');
    const title = `Nur für Mitglieder ${Date.now().toString(36)}`;
    const workshop = await approvedWorkshop(request, host, {
      title,
      days: 22,
      visibility: 'members_only',
    });
    await page.goto(`/academy/${workshop.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Workshop nicht gefunden')).toHaveCount(0);
    await expect(page.getByText('Haus am See')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expectAccessible(page, 'members-only (de)');

    await pressEnglish(page);
    await expect(main.getByText('Members only', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'members-only (en)');
  });

  test('the form asks a hybrid workshop for place and link, and a damaged poster says so at once (de, en)', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const host = await workshopHost(request, 'Hybrid Hilde');
    await signIn(page, host, '/member-area/workshops/new');
    await page.getByLabel('Format').selectOption('hybrid');
    await expect(page.getByLabel('Veranstaltungsort')).toBeVisible();
    await expect(page.getByLabel(/Link zur Videokonferenz/)).toBeVisible();

    const poster = page.locator('input[name="poster"]');
    await poster.setInputFiles({
      name: 'kaputt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await expect(page.getByText('Das Bild konnte nicht verarbeitet werden')).toHaveCount(1);
    await poster.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText('Bitte laden Sie ein Bild oder eine PDF-Datei hoch')).toHaveCount(
      1,
    );
    await expect(page.getByText('Bitte laden Sie ein Workshop-Poster hoch')).toBeVisible();

    // A recurring workshop skips holidays: the day is listed and can be offered again.
    await page.getByLabel('Wiederkehrend').check();
    const christmas = `${new Date().getUTCFullYear() + 1}-12-25`;
    await page.getByLabel('Tag auslassen').fill(christmas);
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    const offerAgain = page.getByRole('button', { name: /25\. Dezember \d{4} wieder anbieten$/ });
    await expect(offerAgain).toBeVisible();
    await expectAccessible(page, 'workshop form (de)');
    await offerAgain.click();
    await expect(page.getByText('Keine ausgelassenen Tage.')).toBeVisible();

    // The header hides while scrolled down: back to the top for the language switch.
    await page.evaluate(() => window.scrollTo(0, 0));
    await pressEnglish(page);
    // The form's English texts have arrived (they load with the switch) before the next file.
    await expect(
      page.getByText('Image (JPG, PNG, WebP, GIF) or PDF, less than 5 MB.'),
    ).toBeVisible();
    await page.getByLabel('Format').selectOption('hybrid');
    await poster.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await expect(page.getByText('Failed to process image')).toHaveCount(1);
    await expect(page.getByText('Please upload a workshop poster')).toBeVisible();
  });
});
