import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, type TestAccount } from '../support/accounts';
import { uniqueWord } from '../support/academy-workshops';
import { graphqlAs, posterDataUrl, workshopHost } from '../support/hosting';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

/** An approved on-site workshop of `host` with one date two days ahead; its slug and session. */
async function onSiteWorkshop(request: APIRequestContext, host: TestAccount, title: string) {
  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const { createWorkshop } = await graphqlAs<{
    createWorkshop: { id: string; slug: string; sessions: Array<{ id: string }> };
  }>(
    request,
    host,
    `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id slug sessions { id } } }`,
    {
      input: {
        title,
        description: 'Ein Abend vor Ort, danach Folien und Bewertungen.',
        format: 'in_person',
        location: 'Werkhalle 3, Berlin',
        startTime: start.toISOString(),
        durationMinutes: 120,
        maxParticipants: 10,
        isPublic: true,
        visibility: 'public',
        guestRegistrationEnabled: true,
        poster: { dataUrl: await posterDataUrl(), filename: 'poster.png' },
        basePriceCents: 0,
      },
    },
  );
  await graphqlAs(request, ADMIN, 'mutation ($id: ID!) { approveWorkshop(id: $id) { id } }', {
    id: createWorkshop.id,
  });
  return { ...createWorkshop, sessionId: createWorkshop.sessions[0].id };
}

/** A small real PDF, as a host would upload it. */
function slidesPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

const TEXT = {
  de: {
    giveFeedback: 'Bewertung abgeben',
    oneStar: '1 Stern',
    overall: 'Gesamteindruck',
    fourStars: '4 Sterne',
    comment: 'Kommentar (optional)',
    showPublicly: 'Meinen Kommentar mit meinem Vornamen auf der Workshop-Seite zeigen',
    submit: 'Bewertung senden',
    thanks: 'Danke für Ihre Bewertung!',
    stars: '4,3 von 5 Sternen, 3 Bewertungen',
    by: 'Clara, 4 Sterne',
    materialTitle: 'Titel',
    file: 'Datei',
    audience: 'Wer sieht es?',
    everybody: 'Alle Angemeldeten',
    add: 'Material hinzufügen',
    download: 'Folien zum Abend herunterladen',
  },
  en: {
    giveFeedback: 'Give feedback',
    oneStar: '1 star',
    overall: 'Overall impression',
    fourStars: '4 stars',
    comment: 'Comment (optional)',
    showPublicly: 'Show my comment with my first name on the workshop page',
    submit: 'Send feedback',
    thanks: 'Thank you for your feedback!',
    stars: '4.3 out of 5 stars, 3 ratings',
    by: 'Clara, 4 stars',
    materialTitle: 'Title',
    file: 'File',
    audience: 'Who sees it?',
    everybody: 'Everybody registered',
    add: 'Add material',
    download: 'Download Folien zum Abend',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`an attendee gives feedback with the keyboard, the workshop page shows the stars, the host uploads a PDF and a registrant downloads it (${language}, phone)`, async ({
    page,
    request,
  }) => {
    const x = TEXT[language];
    const host = await workshopHost(request, 'Hanna Host');
    const title = uniqueWord('Folienabend');
    const workshop = await onSiteWorkshop(request, host, title);
    const people: TestAccount[] = [];
    for (const name of ['Anna Acker', 'Bernd Bauer', 'Clara Christ'])
      people.push(await registerVerifiedMember(request, { name }));
    const registrations: string[] = [];
    for (const person of people) {
      const { registerForWorkshop } = await graphqlAs<{ registerForWorkshop: { id: string } }>(
        request,
        person,
        'mutation ($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
        { s: workshop.sessionId },
      );
      registrations.push(registerForWorkshop.id);
      await graphqlAs(
        request,
        host,
        'mutation ($i: CheckInInput!) { checkIn(input: $i) { status } }',
        { i: { sessionId: workshop.sessionId, registrationId: registerForWorkshop.id } },
      );
    }
    for (const [i, overall] of [
      [0, 5],
      [1, 4],
    ] as const)
      await graphqlAs(
        request,
        people[i],
        'mutation ($i: FeedbackInput!) { giveFeedback(input: $i) { id } }',
        { i: { registrationId: registrations[i], overall, showPublicly: false } },
      );

    // Clara gives hers on the page, with the keyboard only.
    await page.setViewportSize({ width: 390, height: 844 });
    await startVisit(page, language);
    await signIn(page, people[2], '/member-area?tab=registrations');
    await page.getByRole('link', { name: x.giveFeedback }).click();
    const first = page.getByRole('radio', { name: x.oneStar }).first();
    await first.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    const overall = page.getByRole('group', { name: x.overall });
    await expect(overall.getByRole('radio', { checked: true })).toHaveAccessibleName(x.fourStars);
    await page.getByLabel(x.comment).focus();
    await page.keyboard.type('Praktisch und gut erklärt.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel(x.showPublicly)).toBeChecked();
    await page.getByRole('button', { name: x.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(x.thanks)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/feedback-${language}-390.png`, fullPage: true });

    // The workshop page shows the average (4.3 from 5, 4, 4) and Clara's comment.
    await page.goto(`/academy/${workshop.slug}`);
    await expect(page.getByRole('img', { name: x.stars }).first()).toBeVisible();
    await expect(page.getByText('Praktisch und gut erklärt.')).toBeVisible();
    await expect(page.getByText(x.by)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/feedback-page-${language}-390.png`, fullPage: true });

    // The host uploads the slides for everybody registered.
    await signIn(page, host, `/member-area/workshops/${workshop.id}/registrants`);
    await page.getByLabel(x.materialTitle, { exact: true }).fill('Folien zum Abend');
    await page.getByLabel(x.file, { exact: true }).setInputFiles({
      name: 'folien.pdf',
      mimeType: 'application/pdf',
      buffer: slidesPdf(),
    });
    await page.getByLabel(x.audience).selectOption({ label: x.everybody });
    await page.getByRole('button', { name: x.add }).click();
    await expect(page.getByRole('button', { name: /Folien zum Abend/ }).first()).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/materials-host-${language}-390.png`, fullPage: true });

    // A registrant downloads it from "My registrations".
    await signIn(page, people[0], '/member-area?tab=registrations');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(x.download) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('folien.pdf');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).equals(slidesPdf())).toBe(true);
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({
      path: `${SHOTS}/materials-member-${language}-390.png`,
      fullPage: true,
    });
  });
}
