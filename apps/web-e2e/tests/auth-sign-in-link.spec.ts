import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerVerifiedMember } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    emailSection: 'Mit E-Mail und Passwort',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    slowed: 'zu viele fehlgeschlagene Anmeldeversuche von unbekannten Geräten',
    send: 'Anmeldelink per E-Mail senden',
    sent: 'ist ein Anmeldelink unterwegs',
    subject: 'Ihr Anmeldelink',
    usedLink: 'Dieser Anmeldelink ist ungültig, abgelaufen oder wurde schon verwendet.',
    userMenu: (name: string) => `Benutzermenü von ${name}`,
  },
  en: {
    decline: 'Decline',
    emailSection: 'With email and password',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    slowed: 'too many failed sign-in attempts for this email address from unknown devices',
    send: 'Email me a sign-in link',
    sent: 'a sign-in link is on its way',
    subject: 'Your sign-in link',
    usedLink: 'This sign-in link is invalid, has expired or was already used.',
    userMenu: (name: string) => `User menu of ${name}`,
  },
} as const;

/**
 * Guesses from many addresses until the account is slowed down for unknown devices. The e2e
 * server counts with RATE_LIMIT_SCALE=100 (so 1,000 failures instead of 10) and trusts the
 * proxy header, as the integration tests do for their addresses.
 */
async function slowDown(request: APIRequestContext, email: string, worker: number): Promise<void> {
  for (let batch = 0; batch < 20; batch++)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request.post('/auth/login', {
          headers: { 'x-forwarded-for': `10.${100 + worker}.${batch}.${i + 1}` },
          data: { email, password: `guess-${batch}-${i}` },
        }),
      ),
    );
  const slowed = await request.post('/auth/login', {
    headers: { 'x-forwarded-for': `10.${100 + worker}.250.1` },
    data: { email, password: 'one-more-guess' },
  });
  expect(slowed.status()).toBe(429);
  expect(((await slowed.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_SLOWED');
}

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] a slowed sign-in offers a mailed link that signs in once`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const name = locale === 'de' ? 'Lina Linkmann' : 'Liam Link';
    const account = await registerVerifiedMember(request, { locale, name });
    await slowDown(request, account.email, testInfo.workerIndex);

    await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.decline }).click();
    const form = page.getByRole('region', { name: t.emailSection });
    await form.getByLabel(t.email).fill(account.email);
    await form.getByLabel(t.password).fill(account.password);
    await form.getByRole('button', { name: t.signIn }).click();
    // Even the right password waits on a new device; the link is offered instead.
    await expect(form.getByRole('alert')).toContainText(new RegExp(t.slowed, 'i'));
    const send = form.getByRole('button', { name: t.send });
    await expect(send).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`sign-in-slowed-${locale}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await send.click();
    await expect(form.getByText(t.sent)).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(account.email) && m.subject === t.subject);
    const link = linkIn(mail, '/auth/sign-in-link?token=');
    await page.goto(link);
    await expect(page).toHaveURL(/\/member-area/);
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeVisible();

    // The link works once.
    const other = await page.context().browser()!.newContext();
    const second = await other.newPage();
    await second.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
    await second.goto(link);
    await expect(second).toHaveURL(/\/auth\/login\?error=sign_in_link/);
    await expect(second.getByText(t.usedLink)).toBeVisible();
    await other.close();
  });
}
