import { createHmac, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { declineCookies } from '../support/visit';
import { registerVerifiedMember, signIn } from '../support/accounts';

// The e2e server's JWT_SECRET and issuer: the token below is genuine, only out of date.
const JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e';

function expiredAccessToken(issuer: string, email: string, name: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode({
    sub: randomUUID(),
    email,
    name,
    roles: ['CLIENT'],
    tenants: [1],
    typ: 'access',
    iss: issuer,
    aud: 'platform',
    iat: now - 20 * 60,
    exp: now - 5 * 60,
  });
  const signature = createHmac('sha256', JWT_SECRET)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

const TEXT = {
  de: {
    decline: 'Ablehnen',
    title: 'Sitzung abgelaufen',
    text: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    emailSection: 'Mit E-Mail und Passwort',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    userMenu: (name: string) => `Benutzermenü von ${name}`,
  },
  en: {
    decline: 'Decline',
    title: 'Session expired',
    text: 'Your session has expired. Please sign in again.',
    emailSection: 'With email and password',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    userMenu: (name: string) => `User menu of ${name}`,
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] an expired session shows the banner, lands on the sign-in page and returns after sign-in`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const t = TEXT[locale];
    const name = locale === 'de' ? 'Ella Abgelaufen' : 'Eve Expired';
    const account = await registerVerifiedMember(request, { locale, name });
    await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
    await signIn(page, account, '/member-area?tab=profile');
    await page.getByRole('button', { name: t.decline }).click();
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeVisible();

    // Both tokens run out: the refresh cookie is gone and the access token is out of date. The
    // token arrives as a window message, the way a sign-in pop-up hands one over; checking it
    // with the server fails, and so does the one refresh attempt.
    await context.clearCookies();
    const token = expiredAccessToken(baseURL ?? '', account.email, account.name);
    await page.evaluate((jwt) => {
      window.postMessage({ type: 'auth_token', token: jwt }, window.location.origin);
    }, token);

    const banner = page.getByRole('alert').filter({ hasText: t.title });
    await expect(banner).toContainText(t.text);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(banner).toBeHidden();

    // Signing in again returns to the page the session ended on.
    const form = page.getByRole('region', { name: t.emailSection });
    await form.getByLabel(t.email).fill(account.email);
    await form.getByLabel(t.password).fill(account.password);
    await form.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/member-area\?tab=profile$/);
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeVisible();
  });
}

test('[de] signing out in one tab signs out the other tab too', async ({
  page,
  context,
  request,
}) => {
  const account = await registerVerifiedMember(request, { name: 'Tom Tabwechsel' });
  await signIn(page, account, '/member-area');
  await declineCookies(page);
  const avatar = page.getByRole('button', { name: 'Benutzermenü von Tom Tabwechsel' });
  await expect(avatar).toBeVisible();

  const other = await context.newPage();
  await other.goto('/member-area');
  await expect(
    other.getByRole('button', { name: 'Benutzermenü von Tom Tabwechsel' }),
  ).toBeVisible();

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);

  const banner = other.getByRole('alert').filter({ hasText: 'Sitzung abgelaufen' });
  await expect(banner).toContainText('Bitte melden Sie sich an, um fortzufahren.');
  await expect(other).toHaveURL(/\/auth\/login$/);
  await expect(other.getByRole('button', { name: /Benutzermenü/ })).toBeHidden();
});

test('[de] a protected page asks visitors to sign in and brings them back afterwards', async ({
  page,
  request,
}) => {
  const account = await registerVerifiedMember(request, { name: 'Petra Pfad' });
  await page.goto('/member-area?tab=services');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await declineCookies(page);
  const form = page.getByRole('region', { name: 'Mit E-Mail und Passwort' });
  await form.getByLabel('E-Mail-Adresse').fill(account.email);
  await form.getByLabel('Passwort').fill(account.password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/member-area\?tab=services$/);
});
