import { expect, test } from '@playwright/test';
import { registerVerifiedMember, signIn } from '../support/accounts';
import { createApprovedWorkshops, uniqueWord } from '../support/academy-workshops';
import { collectProblems } from '../support/console-problems';
import { startVisit } from '../support/visit';
import { checkoutPaidSeat } from '../support/checkout';

/**
 * Each page loads only its own groups of English texts (shared/i18n/catalog-groups.ts). A text
 * whose group a page forgets shows in German, with an `[i18n]` warning: none may appear.
 */
test('an English member gets every text in English: workshop page, cancel dialog, member area, membership', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registerVerifiedMember(request, { name: 'Emma English', locale: 'en' });
  // The admin's requests go through their own cookie jar: in the page's, the admin's session
  // cookie (renewed by the page's silent sign-in) could replace the member's after signIn.
  const [workshop] = await createApprovedWorkshops(request, [
    { title: `English Workshop ${uniqueWord('')}`, description: 'Texts in English.', inDays: 21 },
  ]);
  const problems = collectProblems(page);
  const missingTexts = () => problems.filter((problem) => problem.includes('[i18n]'));

  await startVisit(page, 'en');
  await signIn(page, member, `/academy/${workshop.slug}`);
  // The member's registration part loads on demand, with its texts.
  await checkoutPaidSeat(page.getByRole('region', { name: 'Registration' }), 'en');
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel registration?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/member-area?tab=registrations');
  await expect(page.getByRole('heading', { name: 'My registrations' })).toBeVisible();
  await expect(page.getByText(workshop.title)).toBeVisible();

  await page.goto('/membership');
  await expect(
    page.getByRole('heading', { name: 'Learning together – as a member of the Academy' }),
  ).toBeVisible();
  expect(missingTexts()).toEqual([]);
});
