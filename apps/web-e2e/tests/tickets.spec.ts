import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';
import { pressEnglish } from '../support/visit';

const TEXT = {
  de: {
    subject: 'Betreff',
    category: 'Kategorie',
    categoryOption: 'Technisches Problem',
    message: 'Nachricht',
    open: 'Ticket eröffnen',
    opened: 'Ihr Ticket wurde eröffnet.',
    statusOpen: 'Offen',
    statusAnswered: 'Beantwortet',
    replyLabel: 'Antwort an das Mitglied',
    sendReply: 'Antwort senden',
    team: 'Support-Team',
    newTicketMail: 'Neues Support-Ticket: ',
    replyMail: 'Antwort auf Ihr Ticket: ',
  },
  en: {
    subject: 'Subject',
    category: 'Category',
    categoryOption: 'Technical problem',
    message: 'Message',
    open: 'Open ticket',
    opened: 'Your ticket has been opened.',
    statusOpen: 'Open',
    statusAnswered: 'Answered',
    replyLabel: 'Reply to the member',
    sendReply: 'Send reply',
    team: 'Support team',
    newTicketMail: 'Neues Support-Ticket: ',
    replyMail: 'Reply to your ticket: ',
  },
} as const;

async function expectNoSeriousAxeFaults(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function useLanguage(page: Page, language: 'de' | 'en') {
  // The page (and with it the cookie banner) is rendered once its heading shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const decline = page.getByRole('button', { name: 'Ablehnen' });
  if (await decline.isVisible()) await decline.click();
  if (language === 'en') await pressEnglish(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['de', 'en'] as const) {
  test(`a member opens a ticket, the admin answers, the member reads the answer (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[language];
    const subject = `Import klappt nicht ${language} ${Date.now().toString(36)}`;
    const member = await registerVerifiedMember(request, { locale: language, name: 'Tara Ticket' });

    // The member opens a ticket.
    await signIn(page, member, '/member-area/tickets');
    await useLanguage(page, language);
    await page.getByLabel(text.subject).fill(subject);
    await page.getByLabel(text.category).selectOption({ label: text.categoryOption });
    await page.getByLabel(text.message, { exact: true }).fill('Der CSV-Import bricht ab.');
    await page.getByRole('button', { name: text.open }).click();
    await expect(page.getByText(text.opened)).toBeVisible();
    const listed = page.getByRole('listitem').filter({ hasText: subject });
    await expect(listed.getByText(text.statusOpen, { exact: true })).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    // The admin account was bootstrapped with German as its language.
    const toTeam = await waitForMail(
      (m) => m.to.includes(ADMIN.email) && m.subject === `${TEXT.de.newTicketMail}${subject}`,
    );
    expect(toTeam.text).toContain('Der CSV-Import bricht ab.');

    // The admin answers in the queue.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN, '/member-area/tickets/admin');
    await useLanguage(adminPage, language);
    await adminPage.getByRole('button', { name: subject }).click();
    await expect(adminPage.getByRole('heading', { name: subject })).toBeFocused();
    const reply = `Bitte laden Sie die Datei erneut hoch (${language}).`;
    await adminPage.getByLabel(text.replyLabel).fill(reply);
    await adminPage.getByRole('button', { name: text.sendReply }).click();
    await expect(adminPage.locator('.ticket-thread').getByText(reply)).toBeVisible();
    await expect(
      adminPage.locator('.ticket-thread').getByText(text.statusAnswered, { exact: true }),
    ).toBeVisible();
    await expectNoSeriousAxeFaults(adminPage);
    await adminContext.close();

    // The member gets the answer by e-mail, in their language, with a link to the ticket.
    const mail = await waitForMail(
      (m) => m.to.includes(member.email) && m.subject === `${text.replyMail}${subject}`,
    );
    expect(mail.text).toContain(reply);
    const link = linkIn(mail, '/member-area/tickets/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    await expect(page.getByText(text.team, { exact: true })).toBeVisible();
    await expect(page.getByText(text.statusAnswered, { exact: true })).toBeVisible();
    await expectNoSeriousAxeFaults(page);
  });
}
