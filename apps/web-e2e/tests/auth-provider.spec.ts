import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';

const TEXT = {
  de: {
    decline: 'Ablehnen',
    dialog: 'Anmelden',
    close: 'Schließen',
    google: 'Weiter mit Google',
    github: 'Weiter mit GitHub',
    microsoft: 'Weiter mit Microsoft',
    providers: 'Mit einem bestehenden Konto fortfahren',
    consent: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
    alert: 'Bitte akzeptieren Sie die Datenschutzerklärung',
    hint: 'Sie müssen der Datenschutzerklärung zustimmen',
    register: 'Registrieren',
    userMenu: (name: string) => `Benutzermenü von ${name}`,
  },
  en: {
    decline: 'Decline',
    dialog: 'Sign in',
    close: 'Close',
    google: 'Continue with Google',
    github: 'Continue with GitHub',
    microsoft: 'Continue with Microsoft',
    providers: 'Continue with an existing account',
    consent: 'I have read the privacy policy and agree to it.',
    alert: 'Please accept the privacy policy',
    hint: 'You must agree to the privacy policy',
    register: 'Register',
    userMenu: (name: string) => `User menu of ${name}`,
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`[${locale}] home dialog, privacy consent, Google sign-in at the local OpenID provider, back signed in`, async ({
    page,
  }) => {
    const t = TEXT[locale];
    const email = uniqueEmail(`google-${locale}`);
    const name = locale === 'de' ? 'Greta Gans' : 'Gary Goose';
    await page.addInitScript((lang) => window.localStorage.setItem('oiv-locale', lang), locale);
    await page.goto('/');
    await page.getByRole('button', { name: t.decline }).click();

    // The home page's dialog: three providers (only Google is set up here); closing it removes
    // the parameter.
    await page.goto('/?dialog=login');
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.github })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: t.microsoft })).toBeDisabled();
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?dialog=login');
    await page.getByRole('dialog').getByRole('link', { name: t.google }).click();

    // The sign-in screen asks for the privacy consent first.
    await expect(page).toHaveURL(/\/auth\/login\?provider=google$/);
    const providers = page.getByRole('region', { name: t.providers });
    const consent = providers.getByRole('checkbox', { name: t.consent });
    await expect(consent).toBeFocused();
    const google = providers.getByRole('button', { name: t.google });
    await expect(google).toBeDisabled();
    // The page has settled: the configured providers are known and so is the session.
    await expect(providers.getByRole('button', { name: t.github })).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('link', { name: t.register })).toBeVisible();
    // Pressing Google anyway (by keyboard: no pointer position that a late layout change could
    // move) explains why and leads back to the checkbox.
    await google.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: t.alert })).toBeVisible();
    await expect(providers.getByText(t.hint)).toBeVisible();
    await expect(consent).toBeFocused();

    await consent.check();
    await expect(google).toBeEnabled();
    await google.click();

    // The local provider's own pages.
    await expect(
      page.getByRole('heading', { name: 'Local OpenID Provider: sign in' }),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back through /auth/callback, signed in, in the member area.
    await expect(page).toHaveURL(/\/member-area$/);
    const avatar = page.getByRole('button', { name: t.userMenu(name) });
    await expect(avatar).toHaveText('GG');
    await avatar.click();
    await expect(page.locator('.app-user-menu__panel').getByText(email)).toBeVisible();

    // The session survives a reload (refresh cookie).
    await page.reload();
    await expect(page.getByRole('button', { name: t.userMenu(name) })).toBeVisible();
  });
}

test('[de] /auth/callback without or with an unreadable token goes back to the sign-in page', async ({
  page,
}) => {
  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/auth\/login\?error=no_token$/);
  await expect(page.getByRole('alert')).toContainText('Die Anmeldung hat kein Ergebnis geliefert.');
  await page.goto('/auth/callback?token=kein-jwt');
  await expect(page).toHaveURL(/\/auth\/login\?error=invalid_token$/);
  await expect(page.getByRole('alert')).toContainText('Das Anmeldeergebnis war ungültig.');
});
