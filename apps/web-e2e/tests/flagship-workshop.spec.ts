import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { declineCookies, waitForHydration } from '../support/visit';
import { waitForMail } from '../support/mailbox';

// The demo content seeds the flagship as an Academy workshop (2nd and 4th Friday, 20 seats):
// a sign-up on its marketing page takes a seat in the date chosen there.

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function expectAccessibleAndFitting(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${label}: ${v.id}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${label}: horizontal page scroll`).toBeLessThanOrEqual(0);
}

const TEXTS = {
  de: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    goals: 'Was möchten Sie im Workshop erreichen?',
    legend: 'Termin wählen',
    submit: 'Jetzt anmelden',
    success: 'Anmeldung erfolgreich!',
    reserved: /Ihr Platz am .+ ist reserviert/,
    subject: 'Anmeldung bestätigt: Websites mit KI-Tools bauen',
  },
  en: {
    name: 'Name',
    email: 'Email address',
    goals: 'What would you like to achieve in the workshop?',
    legend: 'Choose a date',
    submit: 'Register now',
    success: 'Registration successful!',
    reserved: /Your place on .+ is reserved/,
    subject: 'Registration confirmed: Websites mit KI-Tools bauen',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`the flagship page takes a seat in the chosen date and mails the calendar file (${language}, 390 px)`, async ({
    page,
  }) => {
    const x = TEXTS[language];
    const email = unique(`flagship-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/workshops/websites-mit-ki');
    await declineCookies(page);
    // The language switch sits in the closed phone menu at 390 px; the link form sets it too.
    if (language === 'en') await page.goto('/workshops/websites-mit-ki?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const dates = page.getByRole('group', { name: x.legend });
    await expect(dates.getByRole('radio')).not.toHaveCount(0);
    // The second date, so the seat is not just "the next one" by default.
    const second = dates.getByRole('radio').nth(1);
    await second.check();
    const dateLabel = (await dates.locator('label').nth(1).innerText()).split(' · ')[0].trim();
    await expectAccessibleAndFitting(page, `form ${language}`);

    await page.getByLabel(x.name, { exact: true }).fill('Wim Workshop');
    await page.getByLabel(x.email).fill(email);
    await page.getByLabel(x.goals).fill('Eine Website für unseren Verein');
    await page.getByRole('button', { name: x.submit }).click();

    await expect(page.getByRole('heading', { name: x.success })).toBeVisible();
    await expect(page.getByText(x.reserved)).toContainText(dateLabel);
    await expectAccessibleAndFitting(page, `confirmation ${language}`);

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === x.subject);
    const ics = mail.attachments.find((a) => a.filename === 'workshop.ics');
    expect(ics?.mimeType).toBe('text/calendar');
    expect(ics?.content).toContain('SUMMARY:Websites mit KI-Tools bauen');
    expect(mail.text).toContain('/academy/cancel?registration=');
  });
}

test('a full date offers the waitlist, and a second sign-up for the same date is refused in the form (de/en)', async ({
  page,
  request,
}) => {
  // Fill the last listed date with guests through the public Academy API.
  const answer = await request.post('/graphql', {
    data: {
      query: 'query($s: String!) { workshop(slugOrId: $s) { sessions { id startsAt } } }',
      variables: { s: 'websites-mit-ki-tools-bauen' },
    },
  });
  const sessions = (
    (await answer.json()) as {
      data: { workshop: { sessions: Array<{ id: string }> } };
    }
  ).data.workshop.sessions;
  const last = sessions[sessions.length - 1];
  for (let i = 0; i < 20; i += 1) {
    await request.post('/graphql', {
      data: {
        query:
          'mutation($s: ID!, $e: String!) { registerGuest(checkout: { acceptTerms: true, billingAddress: { street: "Am Markt 3", postcode: "01067", city: "Dresden" } }, sessionId: $s, name: "Gast", email: $e, joinWaitlist: true) { id } }',
        variables: { s: last.id, e: unique(`filler${i}`) },
      },
    });
  }

  const email = unique('flagship-waitlist');
  await page.goto('/workshops/websites-mit-ki');
  await declineCookies(page);
  const dates = page.getByRole('group', { name: 'Termin wählen' });
  // The filled date is the last one: the next few are shown, the rest behind "more dates".
  await showEveryDate(page, dates, /weitere? Termine? zeigen/);
  const full = dates.getByRole('radio', { name: /ausgebucht – Warteliste/ });
  await expect(full).toHaveCount(1);
  await full.check();
  await expect(page.getByText(/Dieser Termin ist ausgebucht: Mit Ihrer Anmeldung/)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Wanda Warteliste');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Was möchten Sie im Workshop erreichen?').fill('Eine Website');
  await page.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(page.getByText(/Sie stehen auf der Warteliste/)).toBeVisible();
  await waitForMail(
    (m) => m.to.includes(email) && m.subject === 'Warteliste: Websites mit KI-Tools bauen',
  );

  // The same address for the same date again, now in English: the server's refusal, in English.
  await page.goto('/workshops/websites-mit-ki?lang=en');
  const datesEn = page.getByRole('group', { name: 'Choose a date' });
  await showEveryDate(page, datesEn, /Show \d+ more dates?/);
  await datesEn.getByRole('radio', { name: /fully booked – waiting list/ }).check();
  await page.getByLabel('Name', { exact: true }).fill('Wanda Warteliste');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('What would you like to achieve in the workshop?').fill('A website');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This email address is already registered for this date.',
  );
  await expectAccessibleAndFitting(page, 'refusal en');
});

/** Opens the dates behind "more dates" when there are more than the next few. */
async function showEveryDate(page: Page, dates: Locator, more: RegExp): Promise<void> {
  await waitForHydration(page);
  await expect(dates.getByRole('radio').first()).toBeVisible();
  const button = page.getByRole('button', { name: more });
  if (await button.isVisible()) await button.click();
}

test('a guest on the flagship’s Academy page signs up with the same form and its fields (en, 1280 px)', async ({
  page,
}) => {
  const email = unique('flagship-academy');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/academy/websites-mit-ki-tools-bauen?lang=en');
  await declineCookies(page).catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration.getByRole('group', { name: 'Choose a date' })).toBeVisible();
  await registration.getByLabel('Name', { exact: true }).fill('Anna Academy');
  await registration.getByLabel('Email address').fill(email);
  // The flagship's own fields: the goals are required here too.
  await registration.getByRole('button', { name: 'Register now' }).click();
  await expect(
    registration.getByLabel('What would you like to achieve in the workshop?'),
  ).toBeFocused();
  await registration
    .getByLabel('What would you like to achieve in the workshop?')
    .fill('A website for our club');
  await expectAccessibleAndFitting(page, 'academy form en');
  await registration.getByRole('button', { name: 'Register now' }).click();
  await expect(
    registration.getByRole('heading', { name: 'Registration successful!' }),
  ).toBeVisible();
  await expect(registration.getByText(/Your place on .+ is reserved/)).toBeVisible();
  await expectAccessibleAndFitting(page, 'academy confirmation en');
  await waitForMail(
    (m) =>
      m.to.includes(email) && m.subject === 'Registration confirmed: Websites mit KI-Tools bauen',
  );
});
