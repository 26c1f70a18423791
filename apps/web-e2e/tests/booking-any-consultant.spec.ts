import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { waitForMail } from '../support/mailbox';
import {
  declineCookies,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    consultant: 'Beraterin oder Berater',
    any: 'Beliebige Beraterin / beliebiger Berater',
    slotAt: (hour: string) => new RegExp(`, ${hour} Uhr, online$`),
    assignee: (name: string) => `Für diesen Termin berät Sie ${name}.`,
    next: 'Weiter',
    name: 'Name',
    email: 'E-Mail-Adresse',
    company: 'Ihr Unternehmen',
    size: 'Unternehmensgröße',
    answerRequired: 'Bitte beantworten Sie diese Frage.',
    submit: 'Termin buchen',
    booked: 'Ihr Termin ist gebucht!',
  },
  en: {
    consultant: 'Consultant',
    any: 'Any consultant',
    slotAt: (hour: string) => new RegExp(`, ${hour}, online$`),
    assignee: (name: string) => `For this appointment you will be advised by ${name}.`,
    next: 'Next',
    name: 'Name',
    email: 'Email address',
    company: 'Your company',
    size: 'Company size',
    answerRequired: 'Please answer this question.',
    submit: 'Book appointment',
    booked: 'Your appointment is booked!',
  },
} as const;

const QUESTIONS = [
  { kind: 'text', labelDe: 'Ihr Unternehmen', labelEn: 'Your company', required: true },
  {
    kind: 'choice',
    labelDe: 'Unternehmensgröße',
    labelEn: 'Company size',
    required: true,
    options: ['1–10', '11–50', 'über 50'],
  },
];

/**
 * A consultant bookable only at `hour` (Berlin, online, 48 hours ahead), an hour no other
 * journey's consultant offers: under "any consultant" that slot can only go to them. With
 * `questions`, the admin gives them the two questions: their company (required text) and its
 * size (required choice).
 */
async function earlyConsultant(
  request: APIRequestContext,
  name: string,
  hour: number,
  questions: boolean,
) {
  const member = await registerVerifiedMember(request, { name, locale: 'de' });
  const { createConsultant } = await gqlAs<{ createConsultant: { id: string } }>(
    request,
    'admin',
    'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
    { i: { email: member.email, displayName: name } },
  );
  const id = createConsultant.id;
  await gqlAs(
    request,
    'admin',
    'mutation($id: ID!, $i: ConsultantSettingsInput!) { updateConsultant(id: $id, input: $i) { id } }',
    {
      id,
      i: {
        displayName: name,
        active: true,
        appointmentMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 48,
        horizonDays: 30,
      },
    },
  );
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  await gqlAs(
    request,
    'admin',
    'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
    {
      id,
      i: {
        windows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          startTime: pad(hour),
          endTime: pad(hour + 1),
          mode: 'online',
        })),
      },
    },
  );
  if (questions)
    await gqlAs(
      request,
      'admin',
      'mutation($c: ID!, $i: BookingQuestionsInput!) { setBookingQuestions(consultantId: $c, input: $i) { consultantId } }',
      { c: id, i: { questions: QUESTIONS } },
    );
  return { id, email: member.email, account: member };
}

/** The consultant writes the two questions on their own page ("Meine Beratungstermine"). */
async function writeQuestions(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, account, '/member-area/beratungen');
  await declineCookies(page);
  const editor = page.locator('form', {
    has: page.getByRole('heading', { name: 'Fragen im Buchungsformular' }),
  });
  await expect(editor.getByText('Keine zusätzlichen Fragen.')).toBeVisible();
  for (const [index, question] of QUESTIONS.entries()) {
    await editor.getByRole('button', { name: 'Frage hinzufügen' }).click();
    const group = editor.getByRole('group', { name: `Frage ${index + 1}` });
    if (question.kind === 'choice') {
      await group.getByLabel('Art').selectOption({ label: 'Auswahl' });
      await group.getByLabel(/Möglichkeiten/).fill(question.options!.join('\n'));
    }
    await group.getByLabel('Frage (Deutsch)').fill(question.labelDe);
    await group.getByLabel('Frage (Englisch)').fill(question.labelEn);
    await group.getByRole('switch', { name: 'Pflichtfrage' }).check();
  }
  await expectNoSeriousAxeFaults(page);
  await expectNoHorizontalScroll(page, 375);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByText('Gespeichert.')).toBeVisible();
  await shoot(page, 'booking-questions-editor-de');
  return { page, context };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const [language, hour] of [
  ['de', 6],
  ['en', 5],
] as const) {
  test(`[${language}] 375px: a visitor books with "any consultant", sees who advises them and answers their questions`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[language];
    const name = `Frieda Frühberatung ${language}${Date.now().toString(36)}`;
    // In German the consultant writes their questions themselves; in English the admin did.
    const consultant = await earlyConsultant(request, name, hour, language === 'en');
    const own = language === 'de' ? await writeQuestions(browser, consultant.account) : null;
    const visitor = uniqueEmail(`any-${language}`);

    await page.setViewportSize({ width: 375, height: 812 });
    await startVisit(page, language);
    await page.goto('/termin');
    // "Any consultant" is the default choice; the visitor may still pick one by name.
    const choice = page.getByLabel(t.consultant);
    await expect(choice.locator('option:checked')).toHaveText(t.any);
    await expect(choice.locator('option', { hasText: name })).toHaveCount(1);

    // Only this consultant offers this hour: the slot goes to them, and the page says so.
    const slot = page.getByRole('button', { name: t.slotAt(`0${hour}:00`) }).first();
    await expect(slot).toBeVisible();
    await slot.click();
    await expect(page.getByText(t.assignee(name))).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 375);
    await shoot(page, `booking-any-${language}-slot`);
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // Step 2 asks the consultant's questions; a missing answer is named at the question.
    await expect(page.getByText(name)).toBeVisible();
    await page.getByLabel(t.name, { exact: true }).fill('Vera Besuch');
    await page.getByLabel(t.email).fill(visitor);
    await page.getByLabel(t.company).fill('Muster GmbH');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.answerRequired)).toBeVisible();
    await expect(page.getByLabel(t.size)).toBeFocused();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 375);
    await shoot(page, `booking-any-${language}-questions`);
    await page.getByLabel(t.size).selectOption('11–50');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.booked })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 375);

    // The consultant's mail carries the answers (in the consultant's language, German).
    const mail = await waitForMail(
      (m) => m.to.includes(consultant.email) && (m.text ?? '').includes(visitor),
    );
    expect(mail.text).toContain('Ihr Unternehmen');
    expect(mail.text).toContain('Muster GmbH');
    expect(mail.text).toContain('Unternehmensgröße');
    expect(mail.text).toContain('11–50');

    // The consultant's own list shows the answers beside the booking.
    if (own) {
      await own.page.reload();
      const row = own.page.getByRole('row', { name: /Vera Besuch/ });
      await expect(row.getByText('Muster GmbH')).toBeVisible();
      await expect(row.getByText('11–50')).toBeVisible();
      await own.context.close();
    }
  });
}
