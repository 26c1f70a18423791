import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signIn, type TestAccount } from '../support/accounts';
import { uniqueWord } from '../support/academy-workshops';
import { graphqlAs, posterDataUrl, workshopHost } from '../support/hosting';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
  startVisit,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

/** An approved on-site workshop of `host` with one date ten days ahead (no minimum yet). */
async function approvedWorkshop(request: APIRequestContext, host: TestAccount, title: string) {
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const { createWorkshop } = await graphqlAs<{ createWorkshop: { id: string } }>(
    request,
    host,
    `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id } }`,
    {
      input: {
        title,
        description: 'Ein Abend, der erst ab drei Teilnehmenden stattfindet.',
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
  return createWorkshop.id;
}

const TEXT = {
  de: {
    minimum: 'Mindestteilnehmerzahl (optional)',
    decision: 'Entscheidung vor jedem Termin',
    unit: 'Einheit',
    days: 'Tage vorher',
    tooMany: /ganze Zahl von 1 bis zur maximalen Teilnehmerzahl/,
    save: 'Änderungen speichern',
    below:
      /Mindestteilnehmerzahl 3, fest angemeldet 0\. Bleibt es darunter, wird der Termin am .+ automatisch abgesagt\./,
    confirm: 'Termin trotzdem durchführen',
    runs: 'Findet sicher statt',
  },
  en: {
    minimum: 'Minimum number of participants (optional)',
    decision: 'Decision before each date',
    unit: 'Unit',
    days: 'days before',
    tooMany: /whole number from 1 up to the maximum number of participants/,
    save: 'Save changes',
    below:
      /Minimum 3, confirmed 0\. If it stays below, the date is cancelled automatically on .+\./,
    confirm: 'Run this date anyway',
    runs: 'Confirmed to run',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`the host sets a minimum of participants in the form and confirms a date to run anyway (${language}, phone)`, async ({
    page,
    request,
  }) => {
    const x = TEXT[language];
    const host = await workshopHost(request, 'Mina Minimum');
    const id = await approvedWorkshop(request, host, uniqueWord('Mindestabend'));

    await page.setViewportSize({ width: 390, height: 844 });
    await startVisit(page, language);
    await signIn(page, host, `/member-area/workshops/${id}/edit`);
    const minimum = page.getByLabel(x.minimum);
    await expect(minimum).toHaveValue('');
    // More than the maximum of 10: refused beside the field, nothing sent.
    await minimum.fill('50');
    await expect(page.getByLabel(x.decision)).toHaveValue('3');
    await expect(page.getByLabel(x.unit)).toHaveValue('days');
    await page.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.tooMany)).toBeVisible();
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({ path: `${SHOTS}/minimum-form-${language}-390.png`, fullPage: true });

    await minimum.fill('3');
    await page.getByRole('button', { name: x.save }).click();
    await expect(page).toHaveURL(/\/member-area\?tab=workshops$/);

    // The registrants screen: below the minimum, the decision date, and the button.
    await page.goto(`/member-area/workshops/${id}/registrants`);
    await expect(page.getByText(x.below)).toBeVisible();
    await page.getByRole('button', { name: x.confirm }).click();
    await expect(page.getByText(x.runs, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: x.confirm })).toHaveCount(0);
    await expectNoSeriousAxeFaults(page);
    await expectNoHorizontalScroll(page, 390);
    await page.screenshot({
      path: `${SHOTS}/minimum-registrants-${language}-390.png`,
      fullPage: true,
    });

    // The edit form shows the stored minimum again.
    await page.goto(`/member-area/workshops/${id}/edit`);
    await expect(page.getByLabel(x.minimum)).toHaveValue('3');
  });
}
