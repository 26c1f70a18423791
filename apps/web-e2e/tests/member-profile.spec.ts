import { expect, test, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { PNG_FILE, TEXT_FILE, uniqueName } from '../support/profile-files';

async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('member profile and admin approval', () => {
  test('a member fills the profile, an admin approves it with a comment, it shows on the About page (de)', async ({
    page,
    browser,
    request,
  }) => {
    const name = uniqueName('Erika');
    const member = await registerVerifiedMember(request, { name });
    await signIn(page, member, '/member-area?tab=profile');

    await expect(page.getByRole('tab', { name: 'Profil', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
    await expect(page.getByText('Sie haben noch kein Profil.')).toBeVisible();
    await page.getByRole('button', { name: 'Profil anlegen' }).click();

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('E-Mail')).toHaveValue(member.email);
    await expect(page.getByLabel('E-Mail')).toHaveAttribute('readonly', '');

    // A text file is refused in the browser with the spec's text.
    const photoInput = page.getByLabel('Foto hochladen');
    await photoInput.setInputFiles(TEXT_FILE);
    await expect(page.getByText('Bitte laden Sie eine Bilddatei hoch')).toBeVisible();
    await photoInput.setInputFiles(PNG_FILE);
    await expect(page.getByText('Neues Foto ausgewählt')).toBeVisible();
    await expect(page.getByText('Bitte laden Sie eine Bilddatei hoch')).toBeHidden();

    await page.getByLabel('Überschrift').fill('Innovationsberaterin für KI im Mittelstand');
    await page.getByLabel('Über mich').fill('Ich verbinde Teams und Technologie.');
    await page.getByLabel('Unternehmen').fill('Mustermann Consulting');
    await page.getByLabel(/^Ort/).fill('Leipzig');

    // Skills: Enter and the plus button add, a duplicate is not added, a tag can be removed.
    const skills = page.getByLabel(/^Fähigkeiten/);
    await skills.fill('React');
    await skills.press('Enter');
    await skills.fill('TypeScript');
    await page.getByRole('button', { name: 'Fähigkeit hinzufügen' }).click();
    await skills.fill('react');
    await skills.press('Enter');
    await expect(page.getByText('„react“ steht schon in der Liste.')).toBeVisible();
    await skills.fill('Figma');
    await skills.press('Enter');
    await page.getByRole('button', { name: 'Figma entfernen' }).click();
    await skills.fill('Moderation');
    await skills.press('Enter');
    const tagList = page.getByRole('list', { name: 'Ihre Fähigkeiten' });
    await expect(tagList.getByRole('listitem')).toHaveText([
      /^React/,
      /^TypeScript/,
      /^Moderation/,
    ]);

    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/erika-e2e');
    await page.getByLabel('Website').fill('javascript:alert(1)');
    await page.getByLabel('Sichtbarkeit').selectOption({ label: 'Öffentlich' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText('Bitte geben Sie eine vollständige Adresse ein, die mit https:// beginnt.'),
    ).toBeVisible();
    await expect(page.getByLabel('Website')).toBeFocused();
    await page.getByLabel('Website').fill('https://erika.example.org');
    await page.getByRole('button', { name: 'Speichern' }).click();

    // Back in view mode: saved values, pending review, the processed photo from /media.
    await expect(page.getByRole('button', { name: 'Profil bearbeiten' })).toBeVisible();
    await expect(page.getByText('Freigabestatus')).toBeVisible();
    await expect(page.getByText('Ausstehend', { exact: true })).toBeVisible();
    await expect(page.getByText('Innovationsberaterin für KI im Mittelstand')).toBeVisible();
    await expect(page.getByText('Öffentlich', { exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: `Profilfoto von ${name}` });
    await expect(photo).toHaveAttribute('src', /^\/media\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The About page as the server renders and keeps it (both languages): not yet reviewed.
    const aboutHtml = async (address: string) => (await request.get(address)).text();
    const teamCardName = `team-card__name">${name}<`;
    for (const address of ['/ueber-uns', '/ueber-uns?lang=en']) {
      const html = await aboutHtml(address);
      expect(html, address).toContain('team-card__name">');
      expect(html, address).not.toContain(teamCardName);
    }

    // The admin approves it with a comment.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN, '/member-area?tab=profiles');
    await expect(admin.getByRole('tab', { name: 'Profilfreigabe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
    await expect(card.getByText('Ausstehend', { exact: true })).toBeVisible();
    await expect(card.getByText(member.email)).toBeVisible();
    await expect(card.getByText('Mustermann Consulting')).toBeVisible();
    await expect(card.getByRole('link', { name: 'https://erika.example.org/' })).toBeVisible();
    const comment = admin.getByLabel('Kommentar für das Mitglied');
    await comment.fill('Sehr schönes Profil, willkommen!');
    await card.getByRole('button', { name: `Profil von ${name} freigeben` }).click();
    await expect(admin.getByText(`Profil von ${name} freigegeben.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(comment).toHaveValue('');
    await adminContext.close();

    // The approval dropped the kept pages (else kept for five minutes): the server's next
    // About page shows the profile.
    for (const address of ['/ueber-uns', '/ueber-uns?lang=en']) {
      await expect.poll(() => aboutHtml(address)).toContain(teamCardName);
    }

    const mail = await waitForMail(
      (m) => m.to.includes(member.email) && m.subject === 'Ihr Profil wurde freigegeben',
    );
    expect(mail.text).toContain('Sehr schönes Profil, willkommen!');

    // The member sees the decision and the comment.
    await page.reload();
    await expect(page.getByText('Freigegeben', { exact: true })).toBeVisible();
    await expect(page.getByText('Kommentar des Admin-Teams')).toBeVisible();
    await expect(page.getByText('Sehr schönes Profil, willkommen!')).toBeVisible();

    // And the profile appears among the team cards of the About page.
    await page.goto('/ueber-uns');
    const teamCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await expect(teamCard).toBeVisible();
    await expect(teamCard.getByText('Innovationsberaterin für KI im Mittelstand')).toBeVisible();
    await expect(teamCard.getByText('React')).toBeVisible();
    await expect(teamCard.getByRole('img')).toHaveAttribute('src', /^\/media\//);

    // Changing the public face needs a new review; others keep seeing the approved version.
    await page.goto('/member-area?tab=profile');
    await page.getByRole('button', { name: 'Profil bearbeiten' }).click();
    await page.getByLabel('Überschrift').fill('Jetzt mit neuer Überschrift');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Überprüfung erforderlich', { exact: true })).toBeVisible();
    await page.goto('/ueber-uns');
    await expect(teamCard.getByText('Innovationsberaterin für KI im Mittelstand')).toBeVisible();
    await expect(teamCard.getByText('Jetzt mit neuer Überschrift')).toHaveCount(0);
  });

  test('Cancel drops changes, an admin rejects after confirming, the member sees why (en)', async ({
    page,
    browser,
    request,
  }) => {
    const name = uniqueName('Jordan');
    const member = await registerVerifiedMember(request, { name, locale: 'en' });
    await signIn(page, member, '/member-area?tab=profile');
    await switchToEnglish(page);

    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.getByLabel('Headline').fill('Product designer');
    await page.getByLabel('Visibility').selectOption({ label: 'Members only' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByText('Members only', { exact: true })).toBeVisible();

    // Cancel restores the saved profile.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Headline').fill('Something else entirely');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Product designer')).toBeVisible();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByLabel('Headline')).toHaveValue('Product designer');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN, '/member-area?tab=profiles');
    await switchToEnglish(admin);
    await expect(admin.getByRole('tab', { name: 'Profile approvals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
    await admin.getByLabel('Comment for the member').fill('Please add a short bio.');
    await card.getByRole('button', { name: `Reject the profile of ${name}` }).click();

    // The confirmation can be dismissed; nothing happens then.
    const dialog = admin.getByRole('dialog', { name: 'Reject this profile?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your comment: “Please add a short bio.”')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Reject the profile of ${name}` }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText(`Profile of ${name} rejected.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(admin.getByLabel('Comment for the member')).toHaveValue('');
    await adminContext.close();

    await waitForMail(
      (m) => m.to.includes(member.email) && m.subject === 'Your profile was not approved',
    );
    await page.reload();
    await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText('Please add a short bio.')).toBeVisible();
  });
});
