import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { offeredProjectFor } from '../support/running-project';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const TEXTS = {
  de: {
    open: 'Matching und Team',
    withdraw: (name: string) => `Angebot an ${name} zurückziehen`,
    withdrawn: (name: string) =>
      `Das Angebot an ${name} ist zurückgezogen; ${name} erhält eine kurze E-Mail.`,
    status: 'Zurückgezogen',
    mail: 'Ein Angebot wurde zurückgezogen',
    projectsTitle: 'Projektangebote',
    accept: 'Zusagen',
  },
  en: {
    open: 'Matching and team',
    withdraw: (name: string) => `Withdraw the offer to ${name}`,
    withdrawn: (name: string) => `The offer to ${name} is withdrawn; ${name} gets a short e-mail.`,
    status: 'Withdrawn',
    mail: 'An offer has been withdrawn',
    projectsTitle: 'Project offers',
    accept: 'Accept',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`[${language}] the admin withdraws an unanswered offer; the specialist sees it withdrawn on a phone and is told by mail`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[language];
    const run = Date.now().toString(36);
    const name = `Wanda Weg ${language.toUpperCase()} ${run}`;
    const company = `Rückzug ${language.toUpperCase()} ${run} GmbH`;

    // A specialist who may be proposed, and a company's request offered to them.
    const { specialist } = await offeredProjectFor(request, {
      company,
      specialistName: name,
      locale: language,
    });

    // The admin withdraws the offer from the request's card.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(admin, ADMIN, '/member-area?tab=admin&section=projects');
    await declineCookiesIn(admin, language);
    const card = admin.getByRole('article', { name: company });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByText(t.open).click();
    const offer = card.getByTestId('project-team-offer').filter({ hasText: name });
    await offer.getByRole('button', { name: t.withdraw(name) }).click();
    await expect(card.getByText(t.withdrawn(name))).toBeVisible();
    await expect(offer).toContainText(t.status);
    await expect(offer.getByRole('button', { name: t.withdraw(name) })).toHaveCount(0);
    await expectNoSeriousAxeFaults(admin);
    await adminContext.close();

    // The specialist hears it in their language and sees it withdrawn, with nothing to answer.
    await waitForMail((m) => m.to.includes(specialist.email) && m.subject === t.mail);
    const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await phoneContext.newPage();
    await phone.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(phone, specialist, '/member-area?tab=projects');
    await declineCookiesIn(phone, language);
    await expect(phone.getByRole('heading', { name: t.projectsTitle })).toBeVisible({
      timeout: 30_000,
    });
    const mine = phone.getByTestId('project-offer');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(t.status);
    await expect(mine.getByRole('button', { name: t.accept, exact: true })).toHaveCount(0);
    await expectNoSeriousAxeFaults(phone);
    await expectNoHorizontalScroll(phone, 375);
    await phoneContext.close();
  });
}
