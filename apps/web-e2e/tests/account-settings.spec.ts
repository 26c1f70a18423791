import { createHmac, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { declineCookies } from '../support/visit';
import { MEMBER_PASSWORD, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const NEW_PASSWORD = 'Wolken-ueber-Hamburg-77';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    accountTab: 'Konto',
    thisDevice: 'Dieses Gerät',
    endFirefox: 'Sitzung „Firefox auf Linux“ abmelden',
    ended: 'Die Sitzung wurde beendet.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    changePassword: 'Passwort ändern',
    passwordChanged: 'Ihr Passwort wurde geändert.',
    wrongPassword: 'Das aktuelle Passwort ist falsch.',
    newEmail: 'Neue E-Mail-Adresse',
    emailPassword: 'Zur Bestätigung: Ihr Passwort',
    sendLink: 'Bestätigungslink senden',
    linkSent: 'Wir haben einen Link an',
    emailChanged: 'Ihre neue E-Mail-Adresse ist bestätigt',
    notLinked: 'Nicht verbunden',
    bannerTitle: 'Sitzung abgelaufen',
    bannerText: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    emailSection: 'Mit E-Mail und Passwort',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    verified: 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.',
  },
  en: {
    decline: 'Decline',
    accountTab: 'Account',
    thisDevice: 'This device',
    endFirefox: 'Sign out session “Firefox on Linux”',
    ended: 'The session was ended.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed.',
    wrongPassword: 'The current password is wrong.',
    newEmail: 'New email address',
    emailPassword: 'To confirm: your password',
    sendLink: 'Send confirmation link',
    linkSent: 'We sent a link to',
    emailChanged: 'Your new email address is confirmed',
    notLinked: 'Not linked',
    bannerTitle: 'Session expired',
    bannerText: 'Your session has expired. Please sign in again.',
    emailSection: 'With email and password',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    verified: 'Thank you! Your email address is confirmed.',
  },
} as const;

type Locale = keyof typeof TEXT;

// The e2e server's JWT_SECRET: the token below is genuine, only out of date.
const JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';

function expiredAccessToken(issuer: string, email: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: randomUUID(),
    email,
    name: 'Tilda Ticket',
    roles: ['CLIENT'],
    tenants: [1],
    typ: 'access',
    iss: issuer,
    aud: 'platform',
    iat: now - 20 * 60,
    exp: now - 5 * 60,
  })}`;
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
}

/** Ends the browser's session on the server only: the browser still holds both cookies. */
async function revokeSessionBehindTheBrowsersBack(context: BrowserContext, baseURL: string) {
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'oiv_refresh');
  expect(cookies.some((c) => c.name === 'has_session' && c.value === '1')).toBe(true);
  const response = await fetch(`${baseURL}/auth/logout`, {
    method: 'POST',
    headers: { cookie: `oiv_refresh=${refresh?.value ?? ''}`, origin: baseURL },
  });
  expect(response.ok).toBe(true);
}

test('[de] an anonymous visitor’s page loads make no refresh request and log no console error', async ({
  page,
}) => {
  const refreshes: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/refresh')) refreshes.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  for (const path of ['/', '/academy', '/kontakt', '/auth/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(refreshes).toEqual([]);
  expect(problems).toEqual([]);
});

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] a session that ended elsewhere shows "Sitzung abgelaufen" on a protected page and returns there after sign-in`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const t = TEXT[locale];
    const name = locale === 'de' ? 'Sina Sitzung' : 'Sid Session';
    const account = await registerVerifiedMember(request, { locale, name });
    await useLocale(page, locale);
    await signIn(page, account, '/member-area?tab=services');
    await page.getByRole('button', { name: t.decline }).click();
    await expect(page.getByRole('tab', { name: t.accountTab })).toBeVisible();

    await revokeSessionBehindTheBrowsersBack(context, baseURL!);
    await page.goto('/member-area?tab=account');
    const banner = page.getByRole('alert').filter({ hasText: t.bannerTitle });
    await expect(banner).toContainText(t.bannerText);
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The server cleared the marker with the refresh cookie.
    expect((await context.cookies()).some((c) => c.name === 'has_session')).toBe(false);

    const form = page.getByRole('region', { name: t.emailSection });
    await form.getByLabel(t.email).fill(account.email);
    await form.getByLabel(t.password).fill(account.password);
    await form.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/member-area\?tab=account$/);
  });

  test(`[${locale}] account settings: sessions, password, email address and providers`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    const account = await registerVerifiedMember(request, {
      locale,
      name: locale === 'de' ? 'Konrad Konto' : 'Alice Account',
    });
    await useLocale(page, locale);
    // A second session on "another device".
    const other = await request.post('/auth/login', {
      headers: { 'user-agent': FIREFOX },
      data: { email: account.email, password: account.password },
    });
    expect(other.ok()).toBe(true);
    await signIn(page, account, '/member-area?tab=account');
    await page.getByRole('button', { name: t.decline }).click();
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: t.accountTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Sessions: this device is marked; the other one can be ended.
    await expect(panel.getByText(t.thisDevice)).toBeVisible();
    await panel.getByRole('button', { name: t.endFirefox }).click();
    await expect(panel.getByText(t.ended)).toBeVisible();
    await expect(panel.getByRole('button', { name: t.endFirefox })).toBeHidden();

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);

    // Providers: none linked for an e-mail account.
    await expect(panel.getByText(t.notLinked)).toHaveCount(3);

    // Password: a wrong current password is refused at the field; the right one works.
    await panel.getByLabel(t.currentPassword, { exact: true }).fill('not-the-password-at-all');
    await panel.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await panel.getByRole('button', { name: t.changePassword }).click();
    await expect(panel.getByText(t.wrongPassword)).toBeVisible();
    await panel.getByLabel(t.currentPassword, { exact: true }).fill(MEMBER_PASSWORD);
    await panel.getByRole('button', { name: t.changePassword }).click();
    await expect(panel.getByText(t.passwordChanged)).toBeVisible();

    // E-mail: the new address applies only after its link is opened.
    const newEmail = uniqueEmail(`moved-${locale}`);
    await panel.getByLabel(t.newEmail).fill(newEmail);
    await panel.getByLabel(t.emailPassword).fill(NEW_PASSWORD);
    await panel.getByRole('button', { name: t.sendLink }).click();
    await expect(panel.getByText(t.linkSent)).toContainText(newEmail);
    await expect(panel.getByText(account.email)).toBeVisible();
    const mail = await waitForMail((m) => m.to.includes(newEmail));
    await page.goto(linkIn(mail, '/api/auth/confirm-email-change?token='));
    await expect(page).toHaveURL(/\/member-area\?tab=account&email=changed$/);
    await expect(page.getByRole('tabpanel').getByText(t.emailChanged)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(newEmail)).toBeVisible();
    await waitForMail((m) => m.to.includes(account.email) && m.text?.includes(newEmail) === true);

    // Phone layout: the tab fits without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('tabpanel').getByText(t.thisDevice)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] the verification link opens the member area when the person is signed in`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    const email = uniqueEmail(`verify-signed-in-${locale}`);
    const registered = await page.request.post('/auth/register', {
      headers: { 'accept-language': locale },
      data: { email, password: MEMBER_PASSWORD, name: 'Vera Verifiziert', privacyConsent: true },
    });
    expect(registered.ok()).toBe(true);
    // Registration starts no session (a taken address must answer the same): sign in as the
    // client does right after registering.
    const signedIn = await page.request.post('/auth/login', {
      headers: { 'accept-language': locale },
      data: { email, password: MEMBER_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const mail = await waitForMail((m) => m.to.includes(email));
    // Opened from another site (a mail client's page): the SameSite=Strict cookies do not come
    // with that navigation, yet the page itself can read the has_session marker.
    await page.goto('about:blank');
    await page.setContent(
      `<a href="${linkIn(mail, '/api/auth/verify?token=')}">${locale === 'de' ? 'Bestätigen' : 'Confirm'}</a>`,
    );
    const opened = page.waitForRequest((request) => request.url().includes('/api/auth/verify'));
    await page.getByRole('link').click();
    expect((await (await opened).allHeaders())['sec-fetch-site']).toBe('cross-site');
    await expect(page).toHaveURL(/\/member-area\?verified=1$/);
    await expect(page.getByText(TEXT[locale].verified)).toBeVisible();
    await page.getByRole('button', { name: TEXT[locale].decline }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
}

test('[de] what the member typed into a new ticket survives an expired session', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await registerVerifiedMember(request, { name: 'Tilda Ticket' });
  await signIn(page, account, '/member-area/tickets');
  await declineCookies(page);
  const subject = page.getByLabel('Betreff');
  const message = page.getByLabel('Nachricht', { exact: true });
  await subject.fill('Rechnung fehlt');
  await message.fill('Bitte senden Sie mir die Rechnung vom März erneut.');

  // The session ends elsewhere, and the token this tab holds is out of date: the next request
  // cannot be renewed.
  await revokeSessionBehindTheBrowsersBack(context, baseURL!);
  const token = expiredAccessToken(baseURL!, account.email);
  await page.evaluate((jwt) => {
    window.postMessage({ type: 'auth_token', token: jwt }, window.location.origin);
  }, token);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.de.bannerTitle })).toContainText(
    TEXT.de.bannerText,
  );
  await expect(page).toHaveURL(/\/auth\/login$/);

  const form = page.getByRole('region', { name: TEXT.de.emailSection });
  await form.getByLabel(TEXT.de.email).fill(account.email);
  await form.getByLabel(TEXT.de.password).fill(account.password);
  await form.getByRole('button', { name: TEXT.de.signIn }).click();
  await expect(page).toHaveURL(/\/member-area\/tickets$/);
  await expect(subject).toHaveValue('Rechnung fehlt');
  await expect(message).toHaveValue('Bitte senden Sie mir die Rechnung vom März erneut.');
});

test('[de] a Google-only account cannot unlink its last way to sign in, sets a password, then can', async ({
  page,
}) => {
  const email = uniqueEmail('google-only');
  await useLocale(page, 'de');
  await page.goto('/auth/login');
  await page.getByRole('button', { name: TEXT.de.decline }).click();
  const providers = page.getByRole('region', { name: 'Mit einem bestehenden Konto fortfahren' });
  await providers
    .getByRole('checkbox', { name: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.' })
    .check();
  await providers.getByRole('button', { name: 'Weiter mit Google' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Name').fill('Gisela Google');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/member-area$/);

  await page.goto('/member-area?tab=account');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Google trennen' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'Google ist Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest oder verbinden Sie einen anderen Anbieter.',
  );
  await expect(panel.getByText('Verbunden', { exact: true })).toHaveCount(1);

  // No current password to give: the account has none yet.
  await expect(panel.getByLabel(TEXT.de.currentPassword, { exact: true })).toHaveCount(0);
  await panel.getByLabel(TEXT.de.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await panel.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(panel.getByText('Ihr Passwort ist festgelegt.')).toBeVisible();
  await expect(panel.getByRole('button', { name: TEXT.de.changePassword })).toBeVisible();

  await panel.getByRole('button', { name: 'Google trennen' }).click();
  await expect(panel.getByText('Google ist nicht mehr mit Ihrem Konto verbunden.')).toBeVisible();
  await expect(panel.getByText(TEXT.de.notLinked)).toHaveCount(3);
});
