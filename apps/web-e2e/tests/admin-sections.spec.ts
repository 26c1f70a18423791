import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn, uniqueEmail } from '../support/accounts';
import { createApprovedWorkshops, uniqueWord } from '../support/academy-workshops';
import { waitForMail } from '../support/mailbox';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    nav: 'Bereiche der Administration',
    approvals: 'Freigaben',
    tickets: 'Support',
    payments: 'Zahlungen',
    mails: 'E-Mails',
    auditLog: 'Protokoll',
    openFilter: 'Offen',
    statusFilter: 'Nach Status filtern',
    paymentsHeading: 'Zahlungen',
    approvalsHeading: 'Workshop-Freigaben',
    select: /^Rechnung \d{4}-\d{5} auswählen$/,
    markPaid: (n: string) => `Rechnung ${n} als bezahlt markieren`,
    saved: '1 Zahlung erfasst.',
    undo: 'Rückgängig machen',
    undone: '1 Zahlung rückgängig gemacht. Die Rechnung ist wieder offen.',
    invoiceIn: /Rechnung (\d{4}-\d{5})/,
  },
  en: {
    nav: 'Administration sections',
    approvals: 'Approvals',
    tickets: 'Support',
    payments: 'Payments',
    mails: 'Emails',
    auditLog: 'Audit log',
    openFilter: 'Open',
    statusFilter: 'Filter by status',
    paymentsHeading: 'Payments',
    approvalsHeading: 'Workshop approvals',
    select: /^Select invoice \d{4}-\d{5}$/,
    markPaid: (n: string) => `Mark invoice ${n} as paid`,
    saved: '1 payment recorded.',
    undo: 'Undo',
    undone: '1 payment undone. The invoice is open again.',
    invoiceIn: /[Ii]nvoice (\d{4}-\d{5})/,
  },
} as const;

/** The number a section's counter shows (the visible digits). */
async function counter(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-counter="${key}"] > [aria-hidden="true"]`).textContent();
  return Number(text);
}

async function sellSeat(page: Page, language: Language): Promise<string> {
  const [workshop] = await createApprovedWorkshops(page.request, [
    {
      title: `Zahlungsworkshop ${uniqueWord('')}`,
      description: 'Eine Rechnung, die bezahlt wird.',
      inDays: 25,
      basePriceCents: 4900,
    },
  ]);
  const email = uniqueEmail('undo');
  const response = await page.request.post(`/api/workshops/${workshop.id}/register-guest`, {
    data: {
      accept_terms: true,
      billing_address: { street: 'Am Markt 3', postcode: '01067', city: 'Dresden' },
      guest_name: 'Paul Payer',
      guest_email: email,
    },
    headers: { 'x-locale': language },
  });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail((m) => m.to.includes(email));
  return TEXTS[language].invoiceIn.exec(mail.text ?? '')![1];
}

for (const language of ['de', 'en'] as Language[]) {
  for (const width of [1280, 390]) {
    test(`[${language}] ${width}px: the admin tab shows one section at a time, its counters match the lists, and "paid" can be undone`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = TEXTS[language];
      const number = await sellSeat(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
      await signIn(page, ADMIN, '/member-area?tab=admin');
      await declineCookiesIn(page, language);
      const nav = page.getByRole('navigation', { name: t.nav });
      // The tab's code loads on demand: on a busy machine that can take a while.
      await expect(nav.getByRole('link', { name: new RegExp(`^${t.approvals}`) })).toHaveAttribute(
        'aria-current',
        'page',
        { timeout: 30_000 },
      );
      await expect(page.getByRole('heading', { name: t.approvalsHeading })).toBeVisible();
      // One section at a time: the payments are not on the page yet.
      await expect(page.getByRole('heading', { name: t.paymentsHeading, level: 3 })).toHaveCount(0);

      // Approvals: the counter is the number of workshops in the list.
      await expect(async () => {
        await page.reload();
        const listed = await page.locator('.ws-admin .ws-list > li').count();
        expect(await counter(page, 'pendingApprovals')).toBe(listed);
      }).toPass({ timeout: 20_000 });
      await expectNoSeriousAxeFaults(page);
      await expectNoHorizontalScroll(page, width);
      await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
      await page.screenshot({
        path: `${SHOTS}/admin-tab-${language}-${width}.png`,
        fullPage: true,
      });

      // By keyboard to the payments: a deep link, and the counter equals the open-invoice rows.
      const paymentsLink = nav.getByRole('link', { name: new RegExp(`^${t.payments}`) });
      await paymentsLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?tab=admin&section=payments$/);
      await expect(paymentsLink).toHaveAttribute('aria-current', 'page');
      const payments = page.getByRole('region', { name: t.paymentsHeading });
      await expect(payments.getByRole('cell', { name: number, exact: true })).toBeVisible();
      await expect(async () => {
        const rows = await payments.getByRole('checkbox', { name: t.select }).count();
        expect(await counter(page, 'openPayments')).toBe(rows);
      }).toPass({ timeout: 20_000 });
      await expectNoSeriousAxeFaults(page);
      await expectNoHorizontalScroll(page, width);
      await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
      await page.screenshot({
        path: `${SHOTS}/admin-payments-${language}-${width}.png`,
        fullPage: true,
      });

      // "Paid", then undone within the minute: the invoice is open again, the counters follow.
      const before = await counter(page, 'openPayments');
      await payments.getByRole('button', { name: t.markPaid(number) }).click();
      await expect(payments.getByText(t.saved)).toBeVisible();
      await expect(payments.getByRole('cell', { name: number, exact: true })).toHaveCount(0);
      await expect.poll(() => counter(page, 'openPayments')).toBeLessThan(before);
      await payments.getByRole('button', { name: t.undo }).click();
      await expect(payments.getByText(t.undone)).toBeVisible();
      await expect(payments.getByRole('cell', { name: number, exact: true })).toBeVisible();
      await expect(async () => {
        const rows = await payments.getByRole('checkbox', { name: t.select }).count();
        expect(await counter(page, 'openPayments')).toBe(rows);
      }).toPass({ timeout: 20_000 });

      // Tickets and failed mails: counters against their lists, each opened by its link.
      await nav.getByRole('link', { name: new RegExp(`^${t.tickets}`) }).click();
      await page.getByLabel(t.statusFilter).selectOption({ label: t.openFilter });
      await expect(async () => {
        const listed = await page.locator('.tickets-list > li').count();
        expect(await counter(page, 'openTickets')).toBe(listed);
      }).toPass({ timeout: 20_000 });
      await nav.getByRole('link', { name: new RegExp(`^${t.mails}`) }).click();
      await expect(page).toHaveURL(/section=mails$/);
      await expect(async () => {
        const listed = await page.getByTestId('failed-mail').count();
        expect(await counter(page, 'failedMails')).toBe(listed);
      }).toPass({ timeout: 20_000 });
      await expectNoHorizontalScroll(page, width);

      // A deep link opens its section directly.
      await page.goto('/member-area?tab=admin&section=audit-log');
      await expect(nav.getByRole('link', { name: t.auditLog })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }
}
