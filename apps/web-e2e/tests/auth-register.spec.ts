import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, uniqueEmail } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    emailSection: 'Mit E-Mail und Passwort',
    name: 'Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    consent: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
    create: 'Konto erstellen',
    userMenu: (name: string) => `Benutzermenü von ${name}`,
    home: 'Zur Startseite',
    logout: 'Abmelden',
    loginLink: 'Anmelden',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    signIn: 'Anmelden',
  },
  en: {
    decline: 'Decline',
    emailSection: 'With email and password',
    name: 'Name',
    email: 'Email address',
    password: 'Password',
    consent: 'I have read the privacy policy and agree to it.',
    create: 'Create account',
    userMenu: (name: string) => `User menu of ${name}`,
    home: 'Home page',
    logout: 'Sign out',
    loginLink: 'Log in',
    verified: 'Your email address is verified. You can sign in now.',
    signIn: 'Sign in',
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] register, verify through the email link, sign in, use the avatar menu, sign out`, async ({
    page,
  }) => {
    const t = TEXT[locale];
    const email = uniqueEmail(`register-${locale}`);
    const name = locale === 'de' ? 'Jana Beispiel-Nutzerin' : 'Sam Example Person';
    await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);

    await page.goto('/auth/register');
    await page.getByRole('button', { name: t.decline }).click();
    const form = page.getByRole('region', { name: t.emailSection });
    await form.getByLabel(t.name).fill(name);
    await form.getByLabel(t.email).fill(email);
    await form.getByLabel(t.password, { exact: false }).fill(MEMBER_PASSWORD);
    await form.getByRole('checkbox', { name: t.consent }).check();
    await form.getByRole('button', { name: t.create }).click();

    // Signed in at once; the address still needs confirming.
    await expect(page).toHaveURL(/\/member-area$/);
    const avatar = page.getByRole('button', { name: t.userMenu(name) });
    await expect(avatar).toHaveText(locale === 'de' ? 'JB' : 'SP');
    await avatar.click();
    await page.getByRole('menuitem', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: t.loginLink })).toBeVisible();

    // The verification mail is in the reader's language and leads to the sign-in page.
    const mail = await waitForMail((m) => m.to.includes(email));
    const link = linkIn(mail, '/api/auth/verify?token=');
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/login\?verified=1$/);
    await expect(page.getByText(t.verified)).toBeVisible();

    const signIn = page.getByRole('region', { name: t.emailSection });
    await signIn.getByLabel(t.email).fill(email);
    await signIn.getByLabel(t.password).fill(MEMBER_PASSWORD);
    await signIn.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/member-area$/);

    await page.getByRole('button', { name: t.userMenu(name) }).click();
    const menu = page.locator('.app-user-menu__panel');
    await expect(menu.getByText(name)).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/member-area',
    );
    await expect(menu.getByRole('menuitem', { name: t.home })).toHaveAttribute('href', '/');
    await menu.getByRole('menuitem', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeHidden();

    // Signed out for real: the member area asks for a sign-in again.
    await page.goto('/member-area');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}
