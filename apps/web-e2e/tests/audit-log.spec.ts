import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { pressEnglish } from '../support/visit';

const TEXT = {
  de: {
    log: 'Protokoll',
    action: 'Aktion',
    promo: 'Aktionscode gespeichert',
    filter: 'Filtern',
    csv: 'Als CSV herunterladen',
    events: 'Sicherheitsereignisse',
    passwordChanged: 'Passwort geändert',
    signIn: 'Anmeldung',
  },
  en: {
    log: 'Audit log',
    action: 'Action',
    promo: 'Promo code saved',
    filter: 'Filter',
    csv: 'Download as CSV',
    events: 'Security events',
    passwordChanged: 'Password changed',
    signIn: 'Sign-in',
  },
} as const;

const SCREENS = process.env.AUDIT_SCREENSHOTS_DIR;

async function useLanguage(page: Page, language: 'de' | 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const decline = page.getByRole('button', { name: 'Ablehnen' });
  if (await decline.isVisible()) await decline.click();
  if (language === 'en') await pressEnglish(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of ['de', 'en'] as const) {
  test(`the admin filters the audit log and downloads it as CSV (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[language];
    const code = `LOG${Date.now().toString(36).toUpperCase()}${language.toUpperCase()}`;
    await gqlAs(
      page.request,
      'admin',
      'mutation($i: PromoCodeInput!) { savePromoCode(input: $i) { id } }',
      {
        i: {
          code,
          tool: 'Miro',
          descriptionDe: '10 % Rabatt',
          descriptionEn: '10 % off',
          active: true,
        },
      },
    );
    await signIn(page, ADMIN, '/member-area?tab=admin&section=audit-log');
    await useLanguage(page, language);
    const section = page.getByRole('region', { name: text.log, exact: true });
    await expect(section).toBeVisible();
    await section.getByLabel(text.action).selectOption('promo_code.saved');
    await section.getByRole('button', { name: text.filter, exact: true }).click();
    const rows = section.getByTestId('audit-entry');
    await expect(rows.filter({ hasText: code })).toHaveCount(1);
    await expect(rows.first()).toContainText(text.promo);
    await expect(rows.first()).toContainText(ADMIN.email);
    await expect(rows.filter({ hasNotText: text.promo })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: text.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFtime,action,actor_id,actor,target_type,target_id,ip,before,after',
    );
    expect(csv).toContain(code);
    expect(csv).not.toContain('workshop.approved');
    if (SCREENS) await section.screenshot({ path: `${SCREENS}/audit-log-${language}-1280.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows.filter({ hasText: code })).toBeVisible();
    await noSidewaysScroll(page);
    if (SCREENS) await section.screenshot({ path: `${SCREENS}/audit-log-${language}-390.png` });
  });

  test(`a member sees their own security events (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const text = TEXT[language];
    const account = await registerVerifiedMember(page.request);
    const login = await page.request.post('/auth/login', {
      data: { email: account.email, password: account.password },
    });
    const { token } = (await login.json()) as { token: string };
    const newPassword = 'Wiese-Bach-Morgen-2031';
    const changed = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) }',
        variables: { i: { currentPassword: account.password, newPassword } },
      },
    });
    expect(((await changed.json()) as { errors?: unknown }).errors).toBeUndefined();

    await signIn(page, { ...account, password: newPassword }, '/member-area?tab=account');
    await useLanguage(page, language);
    const section = page.getByRole('region', { name: text.events });
    await expect(section).toBeVisible();
    // The password change, and the sign-ins around it.
    await expect(
      section.getByRole('listitem').filter({ hasText: text.passwordChanged }),
    ).toHaveCount(1);
    await expect(section.getByRole('listitem').filter({ hasText: text.signIn })).not.toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    if (SCREENS)
      await section.screenshot({ path: `${SCREENS}/security-events-${language}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    if (SCREENS)
      await section.screenshot({ path: `${SCREENS}/security-events-${language}-390.png` });
  });
}
