import { expect, test } from '@playwright/test';
import { uniqueWord } from '../support/academy-workshops';
import { ADMIN, signIn } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { runningProjectFor } from '../support/running-project';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  startVisit,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXT = {
  de: {
    pageTitle: 'Meine Projektstunden',
    date: 'Datum',
    hours: 'Stunden',
    hoursValue: '2,5',
    tooMany: '1,3',
    amountProblem: /in Viertelstunden an/,
    description: 'Was wurde getan?',
    save: 'Stunden speichern',
    saved: '2,5 Stunden gespeichert.',
    monthTotal: /: 2,5 Stunden$/,
    section: 'Projektstunden',
    project: 'Projekt',
    approve: /freigeben und abrechnen$/,
    approved: /ist freigegeben; die Rechnung geht per E-Mail an das Unternehmen\./,
    invoiceSubject: 'Rechnung ',
    line: 'h × 95,00 €',
    invoicedTitle: 'Abgerechnet',
    companyHours: 'Stunden im Projekt',
    companyTotal: /Gesamt: 2,5 Stunden · 237,50\s€ netto/,
    cancelInvoice: /^Rechnung \S+ für .+ stornieren$/,
    cancelYes: 'Ja, stornieren',
    cancelled: /ist storniert; der Monat kann neu abgerechnet werden\./,
    stornoSubject: 'Stornorechnung ',
    replaced: /^Ersetzt die stornierte Rechnung \S+\.$/,
    stateCancelled: 'storniert',
  },
  en: {
    pageTitle: 'My project hours',
    date: 'Date',
    hours: 'Hours',
    hoursValue: '2.5',
    tooMany: '1.3',
    amountProblem: /in quarter hours/,
    description: 'What was done?',
    save: 'Save hours',
    saved: '2.5 hours saved.',
    monthTotal: /: 2\.5 hours$/,
    section: 'Project hours',
    project: 'Project',
    approve: /^Approve and invoice /,
    approved: /is approved; the invoice goes to the company by email\./,
    invoiceSubject: 'Invoice ',
    line: 'h × €95.00',
    invoicedTitle: 'Invoiced',
    companyHours: 'Hours in the project',
    companyTotal: /Total: 2\.5 hours · €237\.50 net/,
    cancelInvoice: /^Cancel invoice \S+ for .+$/,
    cancelYes: 'Yes, cancel',
    cancelled: /is cancelled; the month can be invoiced again\./,
    stornoSubject: 'Cancellation invoice ',
    replaced: /^Replaces the cancelled invoice \S+\.$/,
    stateCancelled: 'cancelled',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`a specialist logs hours on a phone, the admin approves the month, the company's invoice mail brings the PDF (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const x = TEXT[language];
    const company = uniqueWord('Werk');
    const project = await runningProjectFor(request, {
      company,
      specialistName: 'Sina Spezial',
      rateCents: 9500,
      locale: language,
    });

    // The specialist on a phone: a wrong amount is named beside its field, then 2.5 hours.
    await page.setViewportSize({ width: 375, height: 812 });
    await startVisit(page, language);
    await signIn(page, project.specialist, '/member-area?tab=projects');
    await expect(page.getByRole('heading', { level: 2, name: x.pageTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: company })).toBeVisible();
    await page.getByLabel(x.hours, { exact: true }).fill(x.tooMany);
    await page.getByLabel(x.description).fill('Sensordaten analysiert');
    await page.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.amountProblem)).toBeVisible();
    await expect(page.getByLabel(x.hours, { exact: true })).toBeFocused();
    await page.getByLabel(x.hours, { exact: true }).fill(x.hoursValue);
    await page.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.saved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: x.monthTotal })).toBeVisible();
    await expect(page.getByTestId('hours-entry')).toHaveCount(1);
    await expectNoHorizontalScroll(page, 375);
    await expectNoSeriousAxeFaults(page);
    await page.screenshot({ path: `${SHOTS}/project-hours-${language}-375.png`, fullPage: true });

    // The admin approves the month: the invoice goes out.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await startVisit(admin, language);
    await signIn(admin, ADMIN, '/member-area?tab=admin&section=project-hours');
    await admin.getByLabel(x.project, { exact: true }).selectOption({ label: company });
    await admin.getByRole('button', { name: x.approve }).click();
    await expect(admin.getByText(x.approved)).toBeVisible();
    await expectNoSeriousAxeFaults(admin);

    // The invoice is cancelled (the company gets the cancellation invoice) and issued anew.
    await admin.getByRole('button', { name: x.cancelInvoice }).click();
    await admin.getByRole('button', { name: x.cancelYes }).click();
    await expect(admin.getByText(x.cancelled)).toBeVisible();
    await expectNoSeriousAxeFaults(admin);
    await waitForMail(
      (m) => m.to.includes(project.companyEmail) && m.subject.startsWith(x.stornoSubject),
    );
    await admin.getByRole('button', { name: x.approve }).click();
    await expect(admin.getByText(x.approved)).toBeVisible();
    await expect(admin.getByTestId('month-cancelled-invoice')).toHaveText(x.replaced);
    await adminContext.close();

    // The company's invoice mail, in its language, with the PDF.
    const mail = await waitForMail(
      (m) => m.to.includes(project.companyEmail) && m.subject.startsWith(x.invoiceSubject),
    );
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf?.filename).toMatch(/\.pdf$/);
    expect(Buffer.from(pdf!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // The specialist sees what was invoiced for their hours.
    await page.reload();
    await expect(page.getByRole('heading', { name: x.invoicedTitle })).toBeVisible();
    await expect(page.getByTestId('invoiced-month')).toHaveCount(2);
    await expect(page.getByTestId('invoiced-month').first()).toContainText(x.line);
    await expect(page.getByTestId('invoiced-month').last()).toContainText(x.stateCancelled);

    // The company sees the month through its link.
    const companyPage = await browser.newPage();
    await companyPage.goto(project.followLink);
    await expect(companyPage.getByRole('heading', { name: x.companyHours })).toBeVisible();
    await expect(companyPage.getByText(x.companyTotal)).toBeVisible();
    await expect(companyPage.getByTestId('month-cancelled-invoice')).toHaveText(x.replaced);
    await companyPage.close();
  });
}
