import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';

test('[de] home dialog, privacy consent, Google sign-in at the local OpenID provider, back signed in', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/');
  await page.getByRole('button', { name: 'Ablehnen' }).click();

  // The home page's dialog: three providers (only Google is set up here); closing it removes
  // the parameter.
  await page.goto('/?dialog=login');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Weiter mit GitHub' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Weiter mit Microsoft' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/?dialog=login');
  await page.getByRole('dialog').getByRole('link', { name: 'Weiter mit Google' }).click();

  // The sign-in screen asks for the privacy consent first.
  await expect(page).toHaveURL(/\/auth\/login\?provider=google$/);
  const providers = page.getByRole('region', { name: 'Mit einem bestehenden Konto fortfahren' });
  const consent = providers.getByRole('checkbox', {
    name: 'Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.',
  });
  await expect(consent).toBeFocused();
  const google = providers.getByRole('button', { name: 'Weiter mit Google' });
  await expect(google).toBeDisabled();
  await google.click({ force: true });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte akzeptieren Sie die Datenschutzerklärung' }),
  ).toBeVisible();
  await expect(providers.getByText('Sie müssen der Datenschutzerklärung zustimmen')).toBeVisible();
  await expect(providers.getByRole('button', { name: 'Weiter mit GitHub' })).toBeDisabled();

  await consent.check();
  await expect(google).toBeEnabled();
  await google.click();

  // The local provider's own pages.
  await expect(page.getByRole('heading', { name: 'Local OpenID Provider: sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Name').fill('Greta Gans');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back through /auth/callback, signed in, in the member area.
  await expect(page).toHaveURL(/\/member-area$/);
  const avatar = page.getByRole('button', { name: 'Benutzermenü von Greta Gans' });
  await expect(avatar).toHaveText('GG');
  await avatar.click();
  await expect(page.locator('.app-user-menu__panel').getByText(email)).toBeVisible();

  // The session survives a reload (refresh cookie).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Benutzermenü von Greta Gans' })).toBeVisible();
});

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
