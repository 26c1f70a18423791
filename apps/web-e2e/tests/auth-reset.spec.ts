import { expect, test } from '@playwright/test';
import { registerVerifiedMember } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'Morgenrot-Ufer-7319';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    forgot: 'Passwort vergessen?',
    email: 'E-Mail-Adresse',
    request: 'Link anfordern',
    done: 'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link',
    title: 'Neues Passwort festlegen',
    newPassword: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    save: 'Passwort speichern',
    tooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    changed: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    toLogin: 'Zur Anmeldung',
    emailSection: 'Mit E-Mail und Passwort',
    password: 'Passwort',
    signIn: 'Anmelden',
    userMenu: (name: string) => `Benutzermenü von ${name}`,
  },
  en: {
    decline: 'Decline',
    forgot: 'Forgot your password?',
    email: 'Email address',
    request: 'Request link',
    done: 'If an account exists for this email address, we have sent you a link',
    title: 'Set a new password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save password',
    tooShort: 'The password must be at least 10 characters long.',
    changed: 'Your password has been changed. You can sign in now.',
    toLogin: 'Go to sign-in',
    emailSection: 'With email and password',
    password: 'Password',
    signIn: 'Sign in',
    userMenu: (name: string) => `User menu of ${name}`,
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] forgot password: link by email, new password, the old one no longer works`, async ({
    page,
    request,
  }) => {
    const t = TEXT[locale];
    const name = locale === 'de' ? 'Rita Rücksetzer' : 'Robin Reset';
    const account = await registerVerifiedMember(request, { locale, name });
    await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: t.decline }).click();

    await page.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL(/\/auth\/login\?mode=forgot$/);
    // The address bar changes first; the sign-in form (with its own e-mail field) stays until
    // the forgot-password form replaces it. Text typed into the old form would be lost.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forgot);
    await page.getByLabel(t.email).fill(account.email);
    await page.getByRole('button', { name: t.request }).click();
    await expect(page.getByText(t.done)).toBeVisible();

    const mail = await waitForMail(
      (m) => m.to.includes(account.email) && /\/auth\/reset\?token=/.test(m.text ?? ''),
    );
    const link = linkIn(mail, '/auth/reset?token=');
    await page.goto(link);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await page.getByLabel(t.newPassword, { exact: true }).fill('zu-kurz');
    await page.getByLabel(t.repeat).fill('zu-kurz');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.tooShort)).toBeVisible();
    await page.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.repeat).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    await page.getByRole('link', { name: t.toLogin }).click();

    const form = page.getByRole('region', { name: t.emailSection });
    await form.getByLabel(t.email).fill(account.email);
    await form.getByLabel(t.password).fill(account.password);
    await form.getByRole('button', { name: t.signIn }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await form.getByLabel(t.password).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/member-area$/);
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeVisible();
  });
}
