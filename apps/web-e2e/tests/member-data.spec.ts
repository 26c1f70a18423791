import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { expectNoSeriousAxeFaults, startVisit } from '../support/visit';

test.describe('your data', () => {
  test('a member downloads everything as JSON, then deletes the account (de)', async ({
    page,
    request,
  }) => {
    const member = await registerVerifiedMember(request, { name: 'Dora Datenschutz' });
    await signIn(page, member, '/member-area?tab=profile');

    // A profile first, so that the export has one; the data and the deletion are on the
    // account tab, at its end.
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await page.getByLabel('Überschrift').fill('Datenschutz-Fan');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('button', { name: 'Profil bearbeiten' })).toBeVisible();
    await page.getByRole('tab', { name: 'Konto' }).click();

    await expect(page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Meine Daten herunterladen (JSON)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('meine-daten.json');
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
      profile: { headline: string } | null;
      consents: { privacy_policy_accepted_at: string | null };
    };
    expect(exported.account.email).toBe(member.email);
    expect(exported.profile?.headline).toBe('Datenschutz-Fan');
    expect(exported.consents.privacy_policy_accepted_at).not.toBeNull();
    await expect(page.getByText('Ihre Daten wurden als JSON-Datei heruntergeladen.')).toBeVisible();

    // Deleting asks for the password; a wrong one changes nothing.
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('Zur Bestätigung: Ihr Passwort');
    await expect(password).toBeFocused();
    await password.fill('falsches-passwort');
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(dialog.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();

    // The session ends and a page says that the account is gone.
    await expect(page).toHaveURL(/\/konto-geloescht$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' }),
    ).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await page.goto('/member-area');
    await expect(page).toHaveURL(/\/auth\/login$/);
    const login = await request.post('/auth/login', {
      data: { email: member.email, password: member.password },
    });
    expect(login.status()).toBe(401);
  });

  test('deleting the account ends on a page that confirms it (en)', async ({ page, request }) => {
    const member = await registerVerifiedMember(request, { name: 'Della Delete', locale: 'en' });
    await startVisit(page, 'en');
    await signIn(page, member, '/member-area?tab=account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/password/i).fill(member.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/konto-geloescht$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    await expect(page.getByText('you are signed out on every device')).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/member-area');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
