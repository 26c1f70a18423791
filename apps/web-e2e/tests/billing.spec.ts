import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import {
  createApprovedWorkshops,
  uniqueWord,
  type CreatedWorkshop,
} from '../support/academy-workshops';
import { checkoutPaidSeat } from '../support/checkout';
import { linkIn, waitForMail } from '../support/mailbox';
import { pressEnglish } from '../support/visit';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
let paid: CreatedWorkshop;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  [paid] = await createApprovedWorkshops(request, [
    {
      title: `Bezahlworkshop ${uniqueWord('')}`,
      description: 'Ein Workshop mit Rechnung.',
      inDays: 30,
      basePriceCents: 4900,
    },
  ]);
  await request.dispose();
});

function pdfText(base64: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${label}: ${v.id}`)).toEqual([]);
}

function camt(amount: string, reference: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-${reference}</MsgId><CreDtTm>2027-03-02T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-${reference}</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-03-02</Dt></BookgDt><AcctSvcrRef>E2E-1-${reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>Gina Guest</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Invoice ${reference}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-03-02</Dt></BookgDt><AcctSvcrRef>E2E-2-${reference}</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Ustrd>Spende</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

test('a guest pays a workshop by transfer: invoice PDF by mail, admin imports the statement, the manage page shows "paid"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The guest registers in English.
  await page.goto(`/workshop/${paid.slug}`);
  await pressEnglish(page);
  // The guest sees the page in English before typing.
  await expect(page.getByRole('region', { name: 'Registration' })).toBeVisible();
  const email = uniqueEmail('payer');
  await page.getByRole('textbox', { name: 'Name' }).fill('Gina Guest');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await checkoutPaidSeat(page.getByRole('region', { name: 'Registration' }), 'en', {
    street: 'Am Markt 3',
    postcode: '01067',
    city: 'Dresden',
  });

  // The confirmation goes to an address nobody has confirmed yet: the invoice PDF (it names
  // the buyer as typed) follows once the guest opens the link in it.
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.attachments.some((a) => a.mimeType === 'application/pdf')).toBe(false);
  const link = linkIn(mail, '/academy/cancel?');
  const manage = new URL(link).pathname + new URL(link).search;
  await page.goto(manage);
  await expect(
    page.getByText('Thank you, your email address is confirmed.', { exact: false }),
  ).toBeVisible();
  const invoiceMail = await waitForMail(
    (m) => m.to.includes(email) && m.attachments.some((a) => a.mimeType === 'application/pdf'),
  );
  const pdf = invoiceMail.attachments.find((a) => a.mimeType === 'application/pdf');
  expect(pdf?.filename).toMatch(/^invoice-\d{4}-\d{5}\.pdf$/);
  const number = /invoice-(\d{4}-\d{5})\.pdf/.exec(pdf!.filename)![1];
  const text = pdfText(pdf!.contentBase64);
  for (const field of [
    `Invoice number: ${number}`,
    'Gina Guest',
    'Am Markt 3',
    '01067 Dresden',
    email,
    `Workshop: ${paid.title}`,
    '€41.18',
    'VAT 19 %',
    '€7.82',
    '€49.00',
    'IBAN: DE02 1203 0000 0000 2020 51',
    `Payment reference: ${number}`,
    'VAT ID: DE123456789',
  ])
    expect(text).toContain(field);

  // Before payment the manage page says "Payment open" and offers the PDF.
  const invoices = page.getByRole('region', { name: 'Invoices and payment' });
  await expect(invoices.getByText(`Invoice ${number}`)).toBeVisible();
  await expect(invoices.getByText('Payment open')).toBeVisible();
  const download = invoices.getByRole('link', { name: `Download Invoice ${number} as PDF` });
  await expect(download).toHaveAttribute('href', /\/api\/invoices\/.+\/guest-pdf\?/);
  const pdfResponse = await page.request.get((await download.getAttribute('href'))!);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');

  // The admin imports the bank statement (German screen).
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, ADMIN, '/member-area?tab=admin&section=payments');
  const payments = page.getByRole('region', { name: 'Zahlungen' });
  await expect(payments.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await payments.getByLabel('Kontoauszug (CAMT.053)').setInputFiles({
    name: 'auszug.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt('49.00', number)),
  });
  await payments.getByRole('button', { name: 'Importieren' }).click();
  await expect(payments.getByText('1 Zahlung zugeordnet.')).toBeVisible();
  await expect(payments.getByText('Nicht zugeordnete Buchungen')).toBeVisible();
  await expect(payments.getByText('Keine Rechnungsnummer')).toBeVisible();
  await expect(payments.getByRole('cell', { name: number, exact: true })).toHaveCount(0);
  await expectAccessible(page, 'admin payments', '.billing-admin');

  // The same file again changes nothing and says so.
  await payments.getByLabel('Kontoauszug (CAMT.053)').setInputFiles({
    name: 'auszug.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt('49.00', number)),
  });
  await payments.getByRole('button', { name: 'Importieren' }).click();
  await expect(payments.getByText('Keine Zahlung zugeordnet.')).toBeVisible();
  await expect(
    payments.getByText('1 Buchung war schon importiert und wurde nicht noch einmal verbucht.'),
  ).toBeVisible();
  await expect(payments.getByText(`hat Rechnung ${number} bezahlt`)).toBeVisible();
  await expectAccessible(page, 'admin payments, imported again', '.billing-admin');

  // The guest's manage page now shows "Paid" (in the guest's language), also on a phone.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(manage);
  await expect(
    page.getByRole('region', { name: 'Invoices and payment' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'guest manage page');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an admin marks open invoices paid in bulk (de)', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const [bulk] = await createApprovedWorkshops(request, [
    { title: `Sammelzahlung ${uniqueWord('')}`, description: 'Zwei Rechnungen.', inDays: 31 },
  ]);
  const numbers: string[] = [];
  for (const name of ['Anna Eins', 'Bert Zwei']) {
    const email = uniqueEmail('bulk');
    const response = await request.post(`/api/workshops/${bulk.id}/register-guest`, {
      data: {
        accept_terms: true,
        billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
        guest_name: name,
        guest_email: email,
      },
      headers: { 'x-locale': 'de' },
    });
    expect(response.ok()).toBe(true);
    const mail = await waitForMail((m) => m.to.includes(email));
    numbers.push(/Rechnung (\d{4}-\d{5})/.exec(mail.text ?? '')![1]);
  }
  await request.dispose();
  await signIn(page, ADMIN, '/member-area?tab=admin&section=payments');
  const payments = page.getByRole('region', { name: 'Zahlungen' });
  // The overview lists sessions with open invoices by default (a page at a time).
  const show = payments.getByRole('combobox', { name: 'Anzeigen' });
  await expect(show).toHaveValue('open');
  const sessionRow = payments.getByRole('row', { name: new RegExp(bulk.title) });
  await expect(sessionRow).toBeVisible();
  await expect(sessionRow.getByRole('cell').nth(2)).toHaveText(/^2 Rechnungen, /);
  for (const number of numbers)
    await payments.getByRole('checkbox', { name: `Rechnung ${number} auswählen` }).check();
  await payments.getByRole('button', { name: 'Ausgewählte als bezahlt markieren (2)' }).click();
  await expect(payments.getByText('2 Zahlungen erfasst.')).toBeVisible();
  for (const number of numbers)
    await expect(payments.getByRole('cell', { name: number, exact: true })).toHaveCount(0);
  // Paid in full, the session leaves the open view; all sessions still show it, as paid.
  await expect(sessionRow).toHaveCount(0);
  await show.selectOption('all');
  await expect(sessionRow.getByRole('cell').nth(3)).toHaveText(/^2 Rechnungen, /);
  await expect(sessionRow.getByRole('cell').nth(2)).toHaveText(/^0 Rechnungen, /);
  await expectAccessible(page, 'admin payments, all sessions', '.billing-admin');
});

test('a member in the trial sees its end on /membership, starts the paid membership and can end it (de)', async ({
  page,
}) => {
  const member = await registerVerifiedMember(page.request, { name: 'Mara Mitglied' });
  await signIn(page, member, '/membership');
  await expect(page.getByText(/Ihre kostenlose Probemitgliedschaft läuft bis/)).toBeVisible();
  await expectAccessible(page, '/membership (trial)');
  await page.getByRole('button', { name: /Mitgliedschaft starten \(20,00 € pro Monat\)/ }).click();
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Am Markt 3');
  await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('01067');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Dresden');
  await page.getByRole('checkbox', { name: /Ich akzeptiere die Nutzungsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Ihre Mitgliedschaft ist aktiv.')).toBeVisible();
  await page.getByRole('button', { name: 'Zum Monatsende beenden' }).click();
  await expect(page.getByText(/Ihre Mitgliedschaft endet am/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mitgliedschaft fortsetzen' })).toBeVisible();
});

test('an account whose trial ran out sees the regular price and the way back to the membership (de)', async ({
  page,
}) => {
  const member = await registerVerifiedMember(page.request, { name: 'Lena Lapsed' });
  const aged = await fetch(
    `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}/fixtures/registered-days-ago`,
    { method: 'POST', body: JSON.stringify({ email: member.email, days: 61 }) },
  );
  expect(aged.ok).toBe(true);
  await signIn(page, member, '/academy');
  await expect(
    page.getByRole('heading', { name: 'Ihre Mitgliedschaft ist abgelaufen' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitgliedschaft fortsetzen' })).toHaveAttribute(
    'href',
    '/membership',
  );
  await page.goto(`/workshop/${paid.slug}`);
  // Both prices side by side (what the membership would bring); the base price is charged.
  const details = page.locator('.academy-price--both');
  await expect(details).toContainText('49,00 €');
  await expect(details).toContainText('24,50 €');
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
  await expect(page.getByText(/49,00\s€ inkl\. 19\s%\sUSt/)).toBeVisible();
  await expectAccessible(page, '/workshop (lapsed)');
});
