import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, uniqueEmail } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  waitForHydration,
  waitForTakeover,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    title: 'Projekt anfragen',
    company: 'Unternehmen',
    contactName: 'Ansprechperson',
    email: 'E-Mail-Adresse',
    description: 'Worum geht es im Projekt?',
    skills: 'Gesuchte Fähigkeiten',
    hours: 'Stunden pro Woche',
    start: 'Gewünschter Beginn',
    duration: 'Dauer in Wochen',
    privacy: /Ich stimme zu/,
    submit: 'Projekt anfragen',
    companyRequired: 'Bitte nennen Sie Ihr Unternehmen.',
    success: 'Ihre Projektanfrage ist eingegangen.',
    subject: 'Ihre Projektanfrage ist bei uns angekommen',
    followHeading: 'Ihre Projektanfrage',
    received: 'Eingegangen',
    matching: 'Im Matching',
    adminNav: 'Bereiche der Administration',
    adminSection: 'Projekte',
    adminHeading: 'Projektanfragen',
    nextStep: 'Nächster Schritt',
    move: 'Status ändern',
    moved: (company: string) => `Die Anfrage von ${company} steht jetzt auf „Im Matching“.`,
  },
  en: {
    title: 'Request a project',
    company: 'Company',
    contactName: 'Contact person',
    email: 'Email address',
    description: 'What is the project about?',
    skills: 'Skills wanted',
    hours: 'Hours per week',
    start: 'Preferred start',
    duration: 'Duration in weeks',
    privacy: /I agree/,
    submit: 'Request a project',
    companyRequired: 'Please enter your company.',
    success: 'We have received your project request.',
    subject: 'We received your project request',
    followHeading: 'Your project request',
    received: 'Received',
    matching: 'In matching',
    adminNav: 'Administration sections',
    adminSection: 'Projects',
    adminHeading: 'Project requests',
    nextStep: 'Next step',
    move: 'Change status',
    moved: (company: string) => `The request from ${company} is now “In matching”.`,
  },
} as const;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function hideCookieBanner(page: Page) {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
}

for (const [language, width] of [
  ['de', 1280],
  ['en', 390],
] as Array<[Language, number]>) {
  test(`[${language}] ${width}px: a company requests a project, follows it by the mailed link, and sees the admin move it to matching`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = TEXTS[language];
    const email = uniqueEmail(`projekt-${language}`);
    const company = `Muster ${language.toUpperCase()} ${Date.now().toString(36)} GmbH`;
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);

    // The public page comes complete from the server, in the visitor's language.
    await page.goto(language === 'en' ? '/projekt-anfragen?lang=en' : '/projekt-anfragen');
    await expect(page).toHaveTitle(new RegExp(t.title));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await declineCookiesIn(page, language);
    await waitForHydration(page);
    // The form is an island of its own on this page: it takes over when it comes near the screen.
    await waitForTakeover(page.locator('form').filter({ has: page.getByLabel(t.email) }));

    // Nothing typed: the rules of libs/domain answer in the form, the first field gets the focus.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.companyRequired)).toBeVisible();
    await expect(page.getByLabel(t.company, { exact: true })).toBeFocused();

    await page.getByLabel(t.company, { exact: true }).fill(company);
    await page.getByLabel(t.contactName).fill('Carla Kunde');
    await page.getByLabel(t.email).fill(email);
    await page
      .getByLabel(t.description)
      .fill('Wir möchten die Wartung unserer Anlagen mit KI vorhersagen.');
    const skills = page.getByLabel(t.skills);
    await skills.fill('Python');
    await skills.press('Enter');
    await skills.fill('Machine Learning');
    await skills.press('Enter');
    await page.getByLabel(t.hours).fill('10');
    await page.getByLabel(t.start).fill(inDays(30));
    await page.getByLabel(t.duration).fill('12');
    await page.locator('input[name="place"]').fill('Berlin');
    await page.getByRole('checkbox', { name: t.privacy }).check();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, width);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.success)).toBeVisible();
    await hideCookieBanner(page);
    await page.screenshot({
      path: `${SHOTS}/project-request-${language}-${width}.png`,
      fullPage: true,
    });

    // The confirmation, in the company's language, with the secret link to follow the request.
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe(t.subject);
    const link = new URL(linkIn(mail, '/projekt-anfragen/verfolgen?token='));
    expect(link.searchParams.get('lang')).toBe(language === 'en' ? 'en' : null);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: t.followHeading })).toBeVisible();
    await expect(page.getByTestId('project-status')).toHaveText(t.received);
    await expect(page.getByText(company).first()).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, width);

    // The admin finds it in the pipeline and moves it to matching.
    const adminContext = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(admin, ADMIN, '/member-area?tab=admin&section=projects');
    await declineCookiesIn(admin, language);
    const nav = admin.getByRole('navigation', { name: t.adminNav });
    await expect(nav.getByRole('link', { name: new RegExp(`^${t.adminSection}`) })).toHaveAttribute(
      'aria-current',
      'page',
      { timeout: 30_000 },
    );
    await expect(admin.getByRole('heading', { name: t.adminHeading })).toBeVisible();
    const card = admin.getByRole('article', { name: company });
    await expect(card).toBeVisible();
    await expect(card.getByLabel(t.nextStep)).toHaveValue('MATCHING');
    await card.getByRole('button', { name: t.move }).click();
    await expect(card.getByText(t.moved(company))).toBeVisible();
    await expect(card.getByText(t.matching, { exact: true })).toBeVisible();
    await expectNoSeriousAxeFaults(admin);
    await expectNoHorizontalScroll(admin, width);
    await hideCookieBanner(admin);
    await admin.screenshot({
      path: `${SHOTS}/project-admin-${language}-${width}.png`,
      fullPage: true,
    });
    await adminContext.close();

    // The company's page shows the new status.
    await page.reload();
    await expect(page.getByTestId('project-status')).toHaveText(t.matching);
    await hideCookieBanner(page);
    await page.screenshot({
      path: `${SHOTS}/project-follow-${language}-${width}.png`,
      fullPage: true,
    });
  });
}
