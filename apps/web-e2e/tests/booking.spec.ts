import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { declineCookies, pressEnglish } from '../support/visit';
import { ADMIN, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';

const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  startTime: '08:00',
  endTime: '18:00',
}));

async function adminGql(request: APIRequestContext, query: string, variables: object) {
  const login = await request.post('/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as {
    data?: Record<string, { id: string }>;
    errors?: unknown;
  };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/**
 * A team member made bookable by the admin: 08:00-18:00 every day, one hour per appointment,
 * at least 48 hours ahead, so the booking can still be cancelled through the link.
 */
async function createConsultant(request: APIRequestContext, displayName: string) {
  const member = await registerVerifiedMember(request, { name: displayName });
  const created = await adminGql(
    request,
    'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
    { i: { email: member.email, displayName } },
  );
  const id = created.createConsultant.id;
  await adminGql(
    request,
    'mutation($id: ID!, $i: ConsultantSettingsInput!) { updateConsultant(id: $id, input: $i) { id } }',
    {
      id,
      i: {
        displayName,
        active: true,
        appointmentMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 48,
        horizonDays: 30,
      },
    },
  );
  await adminGql(
    request,
    'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
    { id, i: { windows: ALL_DAY } },
  );
  return { id, email: member.email };
}

const TEXTS = {
  de: {
    consultant: 'Beraterin oder Berater',
    minutes: 'Minuten',
    next: 'Weiter',
    slotRequired: 'Bitte wählen Sie einen Termin aus.',
    slot: / Uhr, (vor Ort|online)$/,
    name: 'Name',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    submit: 'Termin buchen',
    booked: 'Ihr Termin ist gebucht!',
    subject: 'Ihr Beratungstermin ist gebucht',
    question: 'Möchten Sie diesen Termin stornieren?',
    cancel: 'Termin stornieren',
    cancelled: /Ihr Termin wurde storniert/,
    cancelSubject: 'Beratungstermin storniert',
  },
  en: {
    consultant: 'Consultant',
    minutes: 'minutes',
    next: 'Next',
    slotRequired: 'Please choose an appointment.',
    slot: /^\w+, \d+ \w+ \d{4}, \d\d:\d\d, (on site|online)$/,
    name: 'Name',
    email: 'Email address',
    message: 'Message',
    submit: 'Book appointment',
    booked: 'Your appointment is booked!',
    subject: 'Your consultation is booked',
    question: 'Do you want to cancel this appointment?',
    cancel: 'Cancel appointment',
    cancelled: /Your appointment has been cancelled/,
    cancelSubject: 'Consultation cancelled',
  },
} as const;

async function openBookingPage(page: Page, language: 'de' | 'en', consultant: string) {
  await page.goto('/');
  await declineCookies(page);
  if (language === 'en') {
    // A click before the page has hydrated does nothing: click until the page is English.
    await expect(async () => {
      await pressEnglish(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 1_000 });
    }).toPass();
  }
  // The home page's call to action leads to the booking page.
  await page
    .getByRole('link', {
      name: language === 'de' ? 'Beratungstermin buchen' : 'Book a consultation',
    })
    .first()
    .click();
  await expect(page).toHaveURL(/\/termin$/);
  const t = TEXTS[language];
  await page.getByLabel(t.consultant).selectOption({ label: `${consultant} (60 ${t.minutes})` });
  await expect(page.getByRole('button', { name: t.slot }).first()).toBeVisible();
}

for (const language of ['de', 'en'] as const) {
  test(`books a consultation, mails a calendar file, hides the slot and cancels through the link (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = TEXTS[language];
    const consultantName = `Berta Beraterin ${language.toUpperCase()}${Date.now().toString(36)}`;
    const consultant = await createConsultant(request, consultantName);
    const visitor = uniqueEmail(`booking-${language}`);

    await openBookingPage(page, language, consultantName);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByText(t.slotRequired)).toBeVisible();

    // Not the first slot: it may start right at the notice boundary, and a few seconds later
    // (when the form is sent) it is too short notice (seen once in a run just before a full hour).
    const slot = page.getByRole('button', { name: t.slot }).nth(1);
    const slotLabel = (await slot.getAttribute('aria-label'))!;
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByText(consultantName)).toBeVisible();
    await page.getByLabel(t.name, { exact: true }).fill('Vera Besuch');
    await page.getByLabel(t.email).fill(visitor);
    await page.getByLabel(t.message).fill('Wir möchten über KI im Vertrieb sprechen.');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.booked })).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(visitor) && m.subject === t.subject);
    const ics = mail.attachments.find(
      (a) => a.filename === (language === 'de' ? 'termin.ics' : 'appointment.ics'),
    );
    expect(ics?.content).toContain('BEGIN:VEVENT');
    expect(ics?.content).toContain(`SUMMARY:`);
    await waitForMail(
      (m) => m.to.includes(consultant.email) && (m.subject ?? '').includes('Vera Besuch'),
    );

    // The next visitor no longer sees the booked slot.
    const next = await browser.newPage();
    await openBookingPage(next, language, consultantName);
    await expect(next.getByRole('button', { name: slotLabel, exact: true })).toHaveCount(0);
    await next.close();

    const link = linkIn(mail, '/termin/stornieren?token=');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByText(t.question)).toBeVisible();
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByText(t.cancelled)).toBeVisible();
    const cancelMail = await waitForMail(
      (m) => m.to.includes(visitor) && m.subject === t.cancelSubject,
    );
    expect(cancelMail.attachments[0]?.content).toContain('METHOD:CANCEL');
  });
}

test('an admin makes a team member a consultant, sets availability and days off, and sees upcoming bookings', async ({
  page,
  request,
}) => {
  // 66 s alone on a quiet machine; beside the other worker and the checks of `npm test` it
  // passed 90 s at a click (CI, 2026-11-28).
  test.setTimeout(180_000);
  const member = await registerVerifiedMember(request, { name: 'Anton Admin-Test' });
  await page.goto('/');
  await declineCookies(page);
  await signIn(page, ADMIN, '/member-area/booking');
  await expect(page.getByRole('heading', { name: 'Terminbuchung verwalten' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);

  await page.getByLabel('E-Mail-Adresse des Kontos').fill(member.email);
  await page.getByRole('button', { name: 'Eintragen', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(card.getByRole('heading', { name: /Anton Admin-Test/ })).toBeVisible();

  await card.getByRole('button', { name: 'Zeitfenster hinzufügen' }).click();
  await card.getByLabel('Wochentag').selectOption({ label: 'Mittwoch' });
  await card.getByLabel('Von', { exact: true }).fill('14:00');
  await card.getByLabel('Bis', { exact: true }).fill('17:00');
  // "Vor Ort" needs the consultant's address: the server refuses, the screen says why.
  await card.getByLabel('Art', { exact: true }).selectOption({ label: 'vor Ort' });
  await card.getByRole('button', { name: 'Speichern' }).nth(1).click();
  await expect(card.getByText(/Für Zeitfenster „vor Ort“ braucht es eine Adresse/)).toBeVisible();
  await card.getByLabel('Art', { exact: true }).selectOption({ label: 'online' });
  await card.getByRole('button', { name: 'Speichern' }).nth(1).click();
  await expect(card.getByText('Gespeichert.')).toBeVisible();

  await card.getByLabel('Erster Tag').fill('2030-12-24');
  await card.getByLabel('Letzter Tag').fill('2030-12-26');
  await card.getByRole('button', { name: 'Freie Tage eintragen' }).click();
  await expect(card.getByText(/24\.12\.2030 bis 26\.12\.2030/)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Anstehende Termine' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: member.email }).getByLabel('Bis', { exact: true }),
  ).toHaveValue('17:00');
});
