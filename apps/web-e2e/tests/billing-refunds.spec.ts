import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, signIn, uniqueEmail } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import {
  createApprovedWorkshops,
  uniqueWord,
  type CreatedWorkshop,
} from '../support/academy-workshops';
import { linkIn, waitForMail, type CaughtMail } from '../support/mailbox';
import { declineCookies, switchLanguage } from '../support/visit';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results/refunds';
let workshop: CreatedWorkshop;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  [workshop] = await createApprovedWorkshops(request, [
    {
      title: `Stornoworkshop ${uniqueWord('')}`,
      description: 'Ein Workshop, den man storniert.',
      inDays: 33,
      basePriceCents: 2900,
    },
  ]);
  await request.dispose();
});

/** A guest registration by REST; answers the manage page path (from the mail) and the number. */
async function guestSale(request: APIRequestContext, name: string, locale: 'de' | 'en') {
  const email = uniqueEmail('storno');
  const response = await request.post(`/api/workshops/${workshop.id}/register-guest`, {
    headers: { 'accept-language': locale, 'x-locale': locale },
    data: {
      accept_terms: true,
      billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
      guest_name: name,
      guest_email: email,
    },
  });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to.includes(email));
  const link = new URL(linkIn(mail, '/academy/cancel?'));
  // Opening the manage link confirms the address; the invoice PDF (with the name as typed)
  // is mailed only then.
  const opened = await request.get(
    `/api/workshops/registrations/${link.searchParams.get('registration')}/guest-cancel`,
    { params: { token: link.searchParams.get('token')! } },
  );
  expect(opened.ok()).toBe(true);
  const invoiceMail = await waitForMail(
    (m) => m.to.includes(email) && m.attachments.some((a) => a.mimeType === 'application/pdf'),
  );
  const pdf = invoiceMail.attachments.find((a) => a.mimeType === 'application/pdf')!;
  const number = /(\d{4}-\d{5})\.pdf$/.exec(pdf.filename)![1];
  return { email, number, manage: link.pathname + link.search };
}

/** The part of the page under test at 1280 and 390 px (the cookie banner out of the way). */
async function shoot(page: Page, name: string, selector: string): Promise<void> {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page
      .locator(selector)
      .first()
      .screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

async function shootMail(page: Page, mail: CaughtMail, name: string): Promise<void> {
  await page.setContent(mail.html ?? `<pre>${mail.text ?? ''}</pre>`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a cancelled invoice is settled: the guest gives an IBAN for the refund, the admin marks it refunded (de, en)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Two guests: one paid (the admin marked it), one did not.
  const payer = await guestSale(request, 'Paula Zahlerin', 'de');
  const unpaid = await guestSale(request, 'Otto Offen', 'en');
  const { adminInvoices } = await gqlAs<{ adminInvoices: Array<{ id: string; number: string }> }>(
    request,
    'admin',
    '{ adminInvoices(state: "open") { id number } }',
  );
  const paidId = adminInvoices.find((i) => i.number === payer.number)!.id;
  await gqlAs(
    request,
    'admin',
    'mutation($ids: [ID!]!) { setPaymentState(ids: $ids, state: "paid") }',
    {
      ids: [paidId],
    },
  );

  // The paying guest cancels on the manage page: the invoice reads cancelled, refund pending,
  // and the page asks for the account.
  await page.goto(payer.manage);
  await declineCookies(page);
  await page.getByRole('button', { name: 'Anmeldung stornieren' }).click();
  const invoices = page.getByRole('region', { name: 'Rechnungen und Zahlung' });
  await expect(invoices.getByText('Storniert · Erstattung offen')).toBeVisible();
  await expect(invoices.getByText(/^Stornorechnung /)).toBeVisible();
  await expect(invoices.getByText('Zahlung offen')).toHaveCount(0);
  await shoot(page, 'guest-refund-de', '.academy-guest-cancel');
  const storno = await waitForMail(
    (m) => m.to.includes(payer.email) && m.subject.startsWith('Anmeldung storniert'),
  );
  expect(storno.text).toContain('IBAN');
  await shootMail(page, storno, 'mail-storno-paid-de');

  await page.goto(payer.manage);
  await switchLanguage(page, 'en');
  const en = page.getByRole('region', { name: 'Invoices and payment' });
  await expect(en.getByText('Cancelled · refund pending')).toBeVisible();
  await shoot(page, 'guest-refund-en', '.academy-guest-cancel');
  await en.getByLabel('IBAN for the refund').fill('DE88 3704 0044 0532 0130 00');
  await en.getByRole('button', { name: 'Send IBAN' }).click();
  await expect(en.getByText('Please enter a valid IBAN.')).toBeVisible();
  await en.getByLabel('IBAN for the refund').fill('de89 3704 0044 0532 0130 00');
  await en.getByRole('button', { name: 'Send IBAN' }).click();
  await expect(
    en.getByText('Thank you! We will transfer the amount to this account.'),
  ).toBeVisible();

  // The other guest cancels in English: nothing was paid, so nothing to refund.
  await page.goto(unpaid.manage);
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const settled = page.getByRole('region', { name: 'Invoices and payment' });
  await expect(settled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(settled.getByLabel('IBAN for the refund')).toHaveCount(0);
  await shoot(page, 'guest-cancelled-en', '.academy-guest-cancel');
  const unpaidMail = await waitForMail(
    (m) => m.to.includes(unpaid.email) && m.subject.startsWith('Registration cancelled'),
  );
  expect(unpaidMail.text).not.toContain('IBAN');

  // The admin: the unpaid one is in no open list, the refund is listed with the IBAN.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, '/member-area?tab=admin&section=payments');
  await declineCookies(page);
  const payments = page.getByRole('region', { name: 'Zahlungen' });
  const refunds = payments.getByRole('region', { name: 'Erstattungen' });
  await expect(refunds.getByText('IBAN DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(payments.getByRole('cell', { name: unpaid.number, exact: true })).toHaveCount(0);
  await refunds.scrollIntoViewIfNeeded();
  await shoot(page, 'admin-refunds-de', '.billing-admin');
  await switchLanguage(page, 'en');
  await expect(page.getByRole('region', { name: 'Refunds' })).toBeVisible();
  await shoot(page, 'admin-refunds-en', '.billing-admin');
  await switchLanguage(page, 'de');
  await refunds
    .getByRole('button', { name: `Rechnung ${payer.number} als erstattet markieren` })
    .click();
  await expect(refunds.getByText('Als erstattet vermerkt; die IBAN ist gelöscht.')).toBeVisible();
  await expect(refunds.getByText('IBAN DE89 3704 0044 0532 0130 00')).toHaveCount(0);

  // The guest's page says refunded.
  await page.context().clearCookies();
  await page.goto(payer.manage);
  await expect(
    page
      .getByRole('region', { name: /^(Rechnungen und Zahlung|Invoices and payment)$/ })
      .getByText(/^(Erstattet|Refunded)$/),
  ).toBeVisible();
});
