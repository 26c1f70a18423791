import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, registerVerifiedMember, signIn, type TestAccount } from '../support/accounts';
import { waitForMail } from '../support/mailbox';

/** Runs a GraphQL operation as the given account (signed in through the API). */
async function graphqlAs<T>(
  request: APIRequestContext,
  account: { email: string; password: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** A verified member whose profile members can see (the prerequisite for offering workshops). */
async function workshopHost(request: APIRequestContext, name: string): Promise<TestAccount> {
  const member = await registerVerifiedMember(request, { name });
  await graphqlAs(
    request,
    member,
    `mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { id } }`,
    { input: { displayName: name, headline: 'Moderatorin', visibility: 'team' } },
  );
  return member;
}

/** A landscape PNG (wider than tall), so a quarter turn is visible in the image's size. */
function landscapePng(): Promise<Buffer> {
  return sharp({
    create: { width: 160, height: 80, channels: 3, background: { r: 11, g: 92, b: 107 } },
  })
    .png()
    .toBuffer();
}

async function imageSize(page: Page, alt: string | RegExp) {
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
}

const nextYear = new Date().getUTCFullYear() + 1;

test.describe('member workshops and their review', () => {
  test('a member creates a recurring workshop from a template with a rotated poster; the admin approves it and reviews the later title change (German)', async ({
    page,
    request,
  }) => {
    // One long journey: registration by mail, four sign-ins, poster processing on the server.
    test.setTimeout(90_000);
    const member = await workshopHost(request, 'Erika Workshop');
    const suffix = Date.now().toString(36);

    await signIn(page, member, '/member-area/workshops/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop erstellen' })).toBeVisible();
    // The profile is visible and the address verified: no notice blocks the form.
    await expect(page.getByText('Profil erforderlich')).toHaveCount(0);

    // Inspiration tab by keyboard: the tabs follow the arrow keys.
    await page.getByRole('tab', { name: 'Erstellen' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Inspiration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('button', {
        name: 'Vorlage „Design Thinking Sprint: Vom Problem zur Idee“ verwenden',
      })
      .click();
    const title = page.getByLabel('Titel');
    await expect(title).toHaveValue('Design Thinking Sprint: Vom Problem zur Idee');
    await expect(title).toBeFocused();
    await expect(page.getByLabel('Dauer (Minuten)')).toHaveValue('90');
    await expect(page.getByLabel('Maximale Teilnehmerzahl')).toHaveValue('12');
    await expect(page.getByLabel('Lernziele')).toHaveValue(
      /Die fünf Phasen des Design Thinking benennen\n/,
    );

    const original = `Design Thinking ${suffix}`;
    await title.fill(original);
    await page.getByLabel('Beginn (Datum und Uhrzeit)').fill(`${nextYear}-03-01T18:00`);

    // No poster yet: creating is not possible.
    const submit = page.getByRole('button', { name: 'Workshop erstellen' });
    await expect(submit).toBeDisabled();
    // The picker speaks German (not the browser's own words) and names nothing chosen yet.
    await expect(page.getByText('Datei hierher ziehen oder')).toBeVisible();
    await expect(page.getByText('Noch keine Datei gewählt')).toBeVisible();
    await page.getByLabel('Workshop-Poster').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await landscapePng(),
    });
    await expect(page.getByText('Gewählt: poster.png')).toBeVisible();
    expect(await imageSize(page, 'Vorschau')).toEqual({ width: 160, height: 80 });
    const rotate = page.getByRole('button', { name: 'Um 90° drehen' });
    await rotate.click();
    await expect(page.getByText('Drehung: 90°')).toBeVisible();
    expect(await imageSize(page, 'Vorschau')).toEqual({ width: 80, height: 160 });
    // The rotation wraps: three more quarter turns are back at 0°, one more is 90° again.
    for (const degrees of [180, 270, 0, 90]) {
      await rotate.click();
      await expect(page.getByText(`Drehung: ${degrees}°`)).toBeVisible();
    }

    await page.getByRole('radio', { name: 'Wiederkehrend' }).check();
    await page.getByLabel('Intervall').fill('2');
    await page.getByRole('button', { name: 'Montag' }).click();
    await page.getByRole('button', { name: 'Mittwoch' }).click();
    await expect(page.getByRole('button', { name: 'Mittwoch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Enddatum').fill(`${nextYear}-03-31`);
    await expect(page.getByTestId('recurrence-summary')).toHaveText(
      `Jede 2. Woche am Montag und Mittwoch, bis 31.03.${nextYear}`,
    );

    // One choice for who sees it; a category from the list.
    await page.getByLabel('Wer sieht den Workshop?').selectOption({ label: 'Nur Mitglieder' });
    await expect(page.getByLabel(/Gäste ohne Konto/)).toHaveCount(0);
    await page
      .getByLabel('Wer sieht den Workshop?')
      .selectOption({ label: 'Alle, auch ohne Konto' });
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Innovation' });

    // The Academy's card as it will appear, before sending.
    await page.getByRole('button', { name: 'Vorschau der Karte anzeigen' }).click();
    const preview = page.locator('#ws-preview-card');
    await expect(preview.getByRole('heading', { level: 3, name: original })).toBeVisible();
    // The category above the title (the topics list below names it too).
    await expect(preview.getByRole('paragraph').filter({ hasText: /^Innovation$/ })).toBeVisible();
    await expect(preview.getByText(`01.03.${nextYear}, 18:00`)).toBeVisible();

    await submit.click();
    // A confirmation says what happens next and leads on.
    await expect(page.getByRole('heading', { name: 'Ihr Workshop ist angelegt' })).toBeFocused();
    await expect(page.getByText(`„${original}“ wartet jetzt auf die Freigabe`)).toBeVisible();
    await page.getByRole('link', { name: 'Zu meinen Workshops', exact: true }).click();
    await expect(page).toHaveURL(/\/member-area\?tab=workshops$/);

    await page.goto('/member-area/workshops');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: original }) });
    await expect(card.getByText('Wartet auf Freigabe')).toBeVisible();
    await expect(card.getByText(`01.03.${nextYear}, 18:00`)).toBeVisible();
    await expect(card.getByText('0/12')).toBeVisible();
    // The stored poster is the turned one: taller than wide.
    const stored = await imageSize(page, `Poster zum Workshop „${original}“`);
    expect(stored.height).toBeGreaterThan(stored.width);

    // The admin approves it.
    await signIn(page, ADMIN, '/member-area/workshops/review');
    await page.getByRole('button', { name: `„${original}“ freigeben` }).click();
    await expect(page.getByRole('heading', { name: original })).toHaveCount(0);

    // The member sees it live and changes the title.
    await signIn(page, member, '/member-area/workshops');
    await expect(card.getByText('Freigegeben & live')).toBeVisible();
    await card.getByRole('link', { name: `„${original}“ bearbeiten` }).click();
    const renamed = `Design Thinking kompakt ${suffix}`;
    await expect(page.getByLabel('Titel')).toHaveValue(original);
    await page.getByLabel('Titel').fill(renamed);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page).toHaveURL(/\/member-area\?tab=workshops$/);

    // The new title waits for the admins (the approved one stays public); they approve it,
    // then see the change record and mark it reviewed.
    await signIn(page, ADMIN, '/member-area/workshops/review');
    const waiting = page
      .getByRole('listitem')
      .filter({ hasText: renamed })
      .filter({ has: page.getByRole('button', { name: 'Texte freigeben' }) });
    await waiting.getByRole('button', { name: 'Texte freigeben' }).click();
    await expect(waiting).toHaveCount(0);
    const record = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: original }) })
      .filter({ hasText: `Titel: ${original} → ${renamed}` });
    await expect(record.getByText('Neu', { exact: true })).toBeVisible();
    await record.getByRole('button', { name: 'Als geprüft markieren' }).click();
    await expect(record.getByText('Geprüft', { exact: true })).toBeVisible();
    await expect(record.getByRole('button', { name: 'Als geprüft markieren' })).toHaveCount(0);
  });

  test('an admin rejects and deletes a pending workshop after confirming (English)', async ({
    page,
    request,
  }) => {
    const member = await workshopHost(request, 'Max Workshop');
    const workshopTitle = `Rejected idea ${Date.now().toString(36)}`;
    const poster = `data:image/png;base64,${(await landscapePng()).toString('base64')}`;
    await graphqlAs(
      request,
      member,
      `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id } }`,
      {
        input: {
          title: workshopTitle,
          description: 'A workshop the admin will turn down.',
          format: 'online',
          startTime: `${nextYear}-05-04T16:00:00.000Z`,
          durationMinutes: 60,
          maxParticipants: 10,
          isPublic: true,
          visibility: 'public',
          guestRegistrationEnabled: false,
          poster: { dataUrl: poster, filename: 'poster.png' },
          basePriceCents: 0,
        },
      },
    );

    await signIn(page, ADMIN, '/member-area/workshops/review');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Workshop Approvals' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Workshop changes' })).toBeVisible();

    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: workshopTitle }) });
    await expect(item.getByText('Max Workshop')).toBeVisible();
    await expect(item.getByText(member.email)).toBeVisible();

    // Cancelling keeps the workshop.
    await item.getByRole('button', { name: `Reject “${workshopTitle}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject and delete this workshop?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: `Reject “${workshopTitle}”` }).click();
    await dialog
      .getByLabel('Reason for the host (optional, included in the email)')
      .fill('Please describe the agenda in more detail.');
    await dialog.getByRole('button', { name: 'Reject and delete' }).click();
    await expect(page.getByRole('heading', { name: workshopTitle })).toHaveCount(0);
    // The member's mail carries the reason.
    const decision = await waitForMail(
      (mail) => mail.to.includes(member.email) && mail.subject.includes(workshopTitle),
    );
    expect(decision.text).toContain('Please describe the agenda in more detail.');

    // The member's list no longer holds it (the language choice is kept).
    await signIn(page, member, '/member-area/workshops');
    await expect(page.getByRole('heading', { level: 2, name: 'My workshops' })).toBeVisible();
    await expect(page.getByText('No workshops yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: workshopTitle })).toHaveCount(0);
  });
});
