import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { declineCookies, pressEnglish } from '../support/visit';
import { registerVerifiedMember, signIn } from '../support/accounts';

test('[en] the mobile menu mirrors the avatar menu for a signed-in member', async ({
  page,
  request,
}) => {
  const account = await registerVerifiedMember(request, { locale: 'en', name: 'Mia Mobil' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('oiv-locale', 'en'));
  await signIn(page, account, '/');
  await page.getByRole('button', { name: 'Decline' }).click();

  const toggle = page.locator('.app-menu-button');
  const panel = page.locator('.app-mobile-menu__panel');
  await toggle.click();
  await expect(panel.getByText('Mia Mobil')).toBeVisible();
  await expect(panel.getByText(account.email)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await panel.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/member-area$/);

  await toggle.click();
  await panel.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await toggle.click();
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('[de] the old sign-in paths lead to the sign-in page', async ({ page }) => {
  for (const path of ['/verify-email', '/privacy-consent', '/debug-email']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  }
});

test('the sign-in screens and the home dialog have no serious accessibility faults, in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await declineCookies(page);
  for (const language of ['de', 'en'] as const) {
    if (language === 'en') {
      await page.goto('/');
      await pressEnglish(page);
    }
    for (const route of [
      '/auth/login',
      '/auth/register',
      '/auth/login?mode=forgot',
      '/auth/reset?token=abc',
      '/auth/login?verified=1',
      '/?dialog=login',
    ]) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (route.includes('dialog')) await expect(page.getByRole('dialog')).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${language} ${route}: ${v.id}`)).toEqual([]);
    }
  }
});
