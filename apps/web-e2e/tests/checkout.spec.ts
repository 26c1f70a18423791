import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import {
  createApprovedWorkshops,
  uniqueWord,
  type CreatedWorkshop,
} from '../support/academy-workshops';
import { CHECKOUT_TEXTS } from '../support/checkout';
import { waitForMail } from '../support/mailbox';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  startVisit,
  waitForTakeover,
  type Language,
} from '../support/visit';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`;
let paid: CreatedWorkshop;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  [paid] = await createApprovedWorkshops(request, [
    {
      title: `Kaufworkshop ${uniqueWord('')}`,
      description: 'Ein Workshop, den man zahlungspflichtig bucht.',
      inDays: 30,
      basePriceCents: 4900,
    },
  ]);
  await request.dispose();
});

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

const GUEST = {
  de: {
    name: 'Name',
    email: 'E-Mail',
    title: 'Ihre Bestellung',
    price: /49,00\s€ inkl\. 19\s%\sUSt \(netto 41,18\s€, USt 7,82\s€\)/,
    withdrawal: /Widerrufsrecht von 14 Tagen/,
    termsRequired: 'Bitte bestätigen Sie die Nutzungsbedingungen, um zahlungspflichtig anzumelden.',
    payBy: 'Zahlbar bis',
    subject: 'Anmeldung bestätigt',
    contract: ['Ihr Vertrag:', 'Muster-Widerrufsformular', '/nutzungsbedingungen'],
  },
  en: {
    name: 'Name',
    email: 'Email',
    title: 'Your order',
    price: /€49\.00 including 19% VAT \(net €41\.18, VAT €7\.82\)/,
    withdrawal: /14-day right of withdrawal/,
    termsRequired: 'Please accept the terms of use to register and pay.',
    payBy: 'Payable by',
    subject: 'Registration confirmed',
    contract: ['Your contract:', 'Model withdrawal form', '/nutzungsbedingungen?lang=en'],
  },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const [language, size] of [
  ['de', 'desktop'],
  ['en', 'phone'],
  ['de', 'phone'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, keyof typeof SIZES]>) {
  test(`a guest buys a paid seat through the summary and "zahlungspflichtig" and gets the contract mail (${language}, ${size})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = GUEST[language];
    const c = CHECKOUT_TEXTS[language];
    await page.setViewportSize(SIZES[size]);
    await startVisit(page, language);
    await page.goto(`/workshop/${paid.slug}`);
    const registration = page.getByRole('region', {
      name: language === 'de' ? 'Anmeldung' : 'Registration',
    });
    const email = uniqueEmail('kauf');
    await waitForTakeover(registration.getByRole('textbox', { name: t.name }));
    await registration.getByRole('textbox', { name: t.name }).fill('Erika Muster');
    await registration.getByRole('textbox', { name: t.email }).fill(email);
    await registration.getByRole('button', { name: c.next }).click();

    // The summary: what, when, where, the price with VAT, withdrawal, the terms.
    await expect(registration.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(registration).toContainText(paid.title);
    await expect(registration.getByText(t.price)).toBeVisible();
    await expect(registration.getByText(t.withdrawal)).toBeVisible();
    await expect(
      registration.getByRole('link', { name: /Nutzungsbedingungen|terms of use/ }),
    ).toHaveAttribute('href', /\/nutzungsbedingungen/);
    // Nothing is ordered without the address and the ticked box.
    await registration.getByRole('button', { name: c.submit }).click();
    await expect(registration.getByRole('textbox', { name: c.street })).toBeFocused();
    await registration.getByRole('textbox', { name: c.street }).fill('Hauptstraße 5');
    await registration.getByRole('textbox', { name: c.postcode }).fill('04109');
    await registration.getByRole('textbox', { name: c.city, exact: true }).fill('Leipzig');
    await registration.getByRole('button', { name: c.submit }).click();
    await expect(registration.getByText(t.termsRequired)).toBeVisible();
    await expect(registration.getByRole('checkbox', { name: c.terms })).toBeFocused();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, SIZES[size].width);
    await shoot(page, `summary-${language}-${size}`);

    await registration.getByRole('checkbox', { name: c.terms }).check();
    await registration.getByRole('button', { name: c.submit }).click();
    await expect(registration.getByText(c.done)).toBeVisible({ timeout: 30_000 });
    await expect(registration.getByText(t.payBy)).toBeVisible();
    await expect(registration).toContainText(email);
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, SIZES[size].width);
    await shoot(page, `confirmation-${language}-${size}`);

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toContain(t.subject);
    for (const part of t.contract) expect(mail.text).toContain(part);
  });
}

const MEMBERSHIP = {
  de: {
    start: /Mitgliedschaft starten \(20,00\s€ pro Monat\)/,
    title: 'Ihre Bestellung',
    price: /20,00\s€ pro Monat inkl\. 19\s%\sUSt/,
    billing: /nach Ihrer kostenlosen Probezeit/,
    withdrawal: /binnen 14 Tagen ohne Angabe von Gründen widerrufen/,
    terms: /Ich akzeptiere die Nutzungsbedingungen/,
    submit: 'Zahlungspflichtig bestellen',
    done: 'Ihre Mitgliedschaft ist aktiv.',
    subject: 'Vertragsbestätigung',
    contract: ['Sie haben ein Widerrufsrecht von 14 Tagen', 'Muster-Widerrufsformular'],
  },
  en: {
    start: /Start the membership \(€20\.00 a month\)/,
    title: 'Your order',
    price: /€20\.00 a month including 19% VAT/,
    billing: /after your free trial/,
    withdrawal: /within 14 days without giving any reason/,
    terms: /I accept the terms of use/,
    submit: 'Order with obligation to pay',
    done: 'Your membership is active.',
    subject: 'contract confirmation',
    contract: ['You have a 14-day right of withdrawal', 'Model withdrawal form'],
  },
} as const;

for (const [language, size] of [
  ['en', 'desktop'],
  ['de', 'phone'],
] as const satisfies ReadonlyArray<readonly [Language, keyof typeof SIZES]>) {
  test(`a member starts the membership through its summary and "zahlungspflichtig bestellen" (${language}, ${size})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = MEMBERSHIP[language];
    await page.setViewportSize(SIZES[size]);
    const member = await registerVerifiedMember(page.request, {
      name: 'Mia Mitglied',
      locale: language,
    });
    await startVisit(page, language);
    await signIn(page, member, '/membership');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByText(t.price)).toBeVisible();
    await expect(page.getByText(t.billing)).toBeVisible();
    await expect(page.getByText(t.withdrawal)).toBeVisible();
    // Nothing is ordered without the billing address (the invoices go there) and the ticked box.
    const c = CHECKOUT_TEXTS[language];
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('textbox', { name: c.street })).toBeFocused();
    await page.getByRole('textbox', { name: c.street }).fill('Hauptstraße 5');
    await page.getByRole('textbox', { name: c.postcode }).fill('04109');
    await page.getByRole('textbox', { name: c.city, exact: true }).fill('Leipzig');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('checkbox', { name: t.terms })).toBeFocused();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, SIZES[size].width);
    await shoot(page, `membership-summary-${language}-${size}`);

    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.done).first()).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page, SIZES[size].width);
    await shoot(page, `membership-confirmation-${language}-${size}`);
    const mail = await waitForMail(
      (m) => m.to.includes(member.email) && m.subject.includes(t.subject),
    );
    for (const part of t.contract) expect(mail.text).toContain(part);
    // The billing address given in the summary is in the contract (a confirmed inbox).
    expect(mail.text).toContain('Hauptstraße 5, 04109 Leipzig');
  });
}
