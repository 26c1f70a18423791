import { expect, test } from '@playwright/test';
import { registerVerifiedMember } from '../support/accounts';
import { waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'Morgenrot-Ufer-7319';

test('[en] forgot password: link by e-mail, new password, the old one no longer works', async ({
  page,
  request,
}) => {
  const account = await registerVerifiedMember(request, { locale: 'en', name: 'Robin Reset' });
  await page.addInitScript(() => window.localStorage.setItem('oiv-locale', 'en'));
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Decline' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?mode=forgot$/);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Request link' }).click();
  await expect(
    page.getByText('If an account exists for this e-mail address, we have sent you a link'),
  ).toBeVisible();

  const mail = await waitForMail(
    (m) => m.to.includes(account.email) && /\/auth\/reset\?token=/.test(m.text ?? ''),
  );
  const link = /https?:\/\/\S+\/auth\/reset\?token=[^\s"<>]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByLabel('New password', { exact: true }).fill('zu-kurz');
  await page.getByLabel('Repeat new password').fill('zu-kurz');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The password must be at least 10 characters long.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('Your password has been changed. You can sign in now.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  const form = page.getByRole('region', { name: 'With e-mail and password' });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await form.getByLabel('Password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/member-area$/);
  await expect(page.getByRole('button', { name: 'User menu of Robin Reset' })).toBeVisible();
});
