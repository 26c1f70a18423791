import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { uniqueName } from '../support/profile-files';

/** Lets every GraphQL operation through except the one named, which fails on the network. */
async function failOperation(page: Page, operationName: string) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === operationName) await route.abort('failed');
    else await route.continue();
  });
}

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .include('.member-area')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${where}: ${v.id}`)).toEqual([]);
}

test.describe('member area states', () => {
  test('load errors offer a retry, oversized photos are refused, failed reviews alert (de)', async ({
    page,
    browser,
    request,
  }) => {
    const name = uniqueName('Lena');
    const member = await registerVerifiedMember(request, { name });
    await failOperation(page, 'MyProfile');
    await signIn(page, member, '/member-area?tab=profile');

    const errorCard = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden des Profils' });
    await expect(errorCard).toBeVisible();
    await page.unroute('**/graphql');
    await errorCard.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByText('Sie haben noch kein Profil.')).toBeVisible();

    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await page.getByLabel('Foto hochladen').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    await expect(page.getByText('Dateigröße muss kleiner als 2MB sein')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile form');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ausstehend', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile view');

    await page.getByRole('tab', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'services');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN, '/member-area?tab=profiles');
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'profile approval');
    await failOperation(admin, 'ApproveProfile');
    await card.getByRole('button', { name: `Profil von ${name} freigeben` }).click();
    await expect(admin.getByText('Profil konnte nicht freigegeben werden')).toBeVisible();
    await expect(card).toBeVisible();
    await adminContext.close();
  });
});
