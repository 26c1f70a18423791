import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerVerifiedMember } from '../support/accounts';
import { waitForMail } from '../support/mailbox';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    auditLog: 'Protokoll',
    auditAction: 'Aktion',
    auditFilter: 'Filtern',
    auditEnrolled: 'Zweiter Faktor eingerichtet',
    startTotp: 'Authenticator-App einrichten',
    qr: 'QR-Code für die Authenticator-App',
    code: 'Code',
    confirmTotp: 'Bestätigen und einschalten',
    recoveryCodes: 'Ihre Wiederherstellungscodes',
    saved: 'Codes gesichert',
    enabled: 'Eingerichtet',
    mailSubject: 'Anmeldeschutz Ihres Kontos geändert',
    emailSection: 'Mit E-Mail und Passwort',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    secondFactor: 'Zweiter Faktor',
    confirm: 'Bestätigen',
    passkeyName: 'Name des Passkeys',
    addPasskey: 'Passkey hinzufügen',
    passkeyAdded: 'Der Passkey ist eingerichtet.',
    passkeySignIn: 'Mit Passkey anmelden',
    passkeyConfirm: 'Mit Passkey bestätigen',
    accountTab: 'Konto',
  },
  en: {
    decline: 'Decline',
    auditLog: 'Audit log',
    auditAction: 'Action',
    auditFilter: 'Filter',
    auditEnrolled: 'Second factor set up',
    startTotp: 'Set up authenticator app',
    qr: 'QR code for the authenticator app',
    code: 'Code',
    confirmTotp: 'Confirm and turn on',
    recoveryCodes: 'Your recovery codes',
    saved: 'I have saved the codes',
    enabled: 'Set up',
    mailSubject: 'The sign-in protection of your account changed',
    emailSection: 'With email and password',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    secondFactor: 'Second factor',
    confirm: 'Confirm',
    passkeyName: 'Passkey name',
    addPasskey: 'Add passkey',
    passkeyAdded: 'The passkey is set up.',
    passkeySignIn: 'Sign in with a passkey',
    passkeyConfirm: 'Confirm with passkey',
    accountTab: 'Account',
  },
} as const;

const mailFixtures = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}/fixtures`;

function codeAt(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

async function useLocale(page: Page, locale: 'de' | 'en') {
  await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
}

async function signInByForm(
  page: Page,
  t: (typeof TEXT)['de' | 'en'],
  email: string,
  password: string,
) {
  const form = page.getByRole('region', { name: t.emailSection });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password).fill(password);
  await form.getByRole('button', { name: t.signIn }).click();
}

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] a member sets up an authenticator app and signs in with its code`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    const account = await registerVerifiedMember(page.request, {
      locale,
      name: locale === 'de' ? 'Tina Totp' : 'Tom Totp',
    });
    await useLocale(page, locale);
    await page.request.post('/auth/login', {
      data: { email: account.email, password: account.password },
    });
    await page.goto('/member-area?tab=account');
    await page.getByRole('button', { name: t.decline }).click();

    await page.getByRole('button', { name: t.startTotp }).click();
    await expect(page.getByRole('img', { name: t.qr })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    // The code of the previous 30 s window is still accepted; the next sign-in uses a later one.
    await page.getByLabel(t.code, { exact: true }).fill(codeAt(secret, Date.now() - 30_000));
    await page.getByRole('button', { name: t.confirmTotp }).click();
    const codes = page.getByRole('list', { name: t.recoveryCodes });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: t.saved }).click();
    await expect(page.getByText(t.enabled, { exact: true })).toBeVisible();
    await waitForMail((m) => m.to.includes(account.email) && m.subject === t.mailSubject);

    await page.request.post('/auth/logout');
    await page.goto('/auth/login');
    await signInByForm(page, t, account.email, account.password);
    await expect(page.getByRole('heading', { name: t.secondFactor })).toBeVisible();
    await page.getByLabel(t.code, { exact: true }).fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/member-area/);
    await expect(page.getByRole('tab', { name: t.accountTab })).toBeVisible();
  });

  test(`[${locale}] an admin adds a passkey and signs in with it`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const t = TEXT[locale];
    // WebAuthn refuses an IP address as relying party: this journey uses localhost.
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const admin = await registerVerifiedMember(page.request, {
      locale,
      name: locale === 'de' ? 'Anna Admin' : 'Adam Admin',
    });
    const promoted = await fetch(`${mailFixtures}/promote-admin`, {
      method: 'POST',
      body: JSON.stringify({ email: admin.email }),
    });
    expect(promoted.ok).toBe(true);
    await useLocale(page, locale);
    await page.request.post('/auth/login', {
      data: { email: admin.email, password: admin.password },
    });
    await page.goto('/member-area?tab=account');
    await page.getByRole('button', { name: t.decline }).click();

    await page.getByLabel(t.passkeyName).fill('Laptop');
    await page.getByRole('button', { name: t.addPasskey }).click();
    await expect(page.getByText(t.passkeyAdded)).toBeVisible();
    await expect(page.getByText('Laptop', { exact: true })).toBeVisible();
    await waitForMail((m) => m.to.includes(admin.email) && m.subject === t.mailSubject);

    // Without a password: the passkey alone.
    await page.request.post('/auth/logout');
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.passkeySignIn }).click();
    await expect(page).toHaveURL(/\/member-area/);

    // With the password, the passkey is now the second factor.
    await page.request.post('/auth/logout');
    await page.goto('/auth/login');
    await signInByForm(page, t, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: t.secondFactor })).toBeVisible();
    await page.getByRole('button', { name: t.passkeyConfirm }).click();
    await expect(page).toHaveURL(/\/member-area/);

    // The audit log shows both kinds of second factor: a member's authenticator app (enrolled
    // over the REST flow scripts use) and this admin's passkey, each with who did it.
    const member = await registerVerifiedMember(page.request, { locale });
    const memberLogin = await fetch(`${baseURL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    const { token } = (await memberLogin.json()) as { token: string };
    const asMember = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const setup = await fetch(`${baseURL}/api/auth/mfa/totp/setup`, {
      method: 'POST',
      headers: asMember,
      body: '{}',
    });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await fetch(`${baseURL}/api/auth/mfa/totp/confirm`, {
      method: 'POST',
      headers: asMember,
      body: JSON.stringify({ code: codeAt(secret, Date.now()) }),
    });
    expect(confirmed.status).toBe(200);

    await page.goto('/member-area?tab=admin&section=audit-log');
    const log = page.getByRole('region', { name: t.auditLog, exact: true });
    await log.getByLabel(t.auditAction).selectOption('auth.mfa_enrolled');
    await log.getByRole('button', { name: t.auditFilter, exact: true }).click();
    const entries = log.getByTestId('audit-entry');
    await expect(entries.filter({ hasText: member.email })).toHaveCount(1);
    await expect(entries.filter({ hasText: admin.email })).toHaveCount(1);
    await expect(entries.filter({ hasText: admin.email })).toContainText(t.auditEnrolled);
    await context.close();
  });
}
