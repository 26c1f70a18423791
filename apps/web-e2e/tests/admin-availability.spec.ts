import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn } from '../support/accounts';
import { expectNoSeriousAxeFaults, startVisit } from '../support/visit';

async function adminGql(request: APIRequestContext, query: string, variables: object) {
  const login = await request.post('/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, { id: string }>; errors?: [] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A consultant who already has weekly hours: the case that failed on every save. */
async function consultantWithHours(request: APIRequestContext, name: string) {
  const member = await registerVerifiedMember(request, { name });
  const { createConsultant } = await adminGql(
    request,
    'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
    { i: { email: member.email, displayName: name } },
  );
  await adminGql(
    request,
    'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
    {
      id: createConsultant.id,
      i: {
        windows: [
          { weekday: 1, startTime: '09:00', endTime: '12:00' },
          { weekday: 4, startTime: '13:00', endTime: '24:00' },
        ],
      },
    },
  );
  return member.email;
}

const TEXTS = {
  de: {
    to: 'Bis',
    save: 'Speichern',
    saved: 'Gespeichert.',
    failed: 'Speichern fehlgeschlagen. Bitte prüfen Sie die Eingaben.',
  },
  en: {
    to: 'To',
    save: 'Save',
    saved: 'Saved.',
    failed: 'Saving failed. Please check your input.',
  },
} as const;

for (const language of ['de', 'en'] as const) {
  test(`an admin saves a consultant's existing weekly hours unchanged and changed (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXTS[language];
    const email = await consultantWithHours(request, `Hanna Stunden ${language}`);
    await startVisit(page, language);
    await signIn(page, ADMIN, '/member-area/booking');
    const card = page.getByRole('listitem').filter({ hasText: email });
    const saveHours = card.getByRole('button', { name: t.save }).nth(1);
    await expect(card.getByLabel(t.to, { exact: true }).first()).toHaveValue('12:00');

    // Unchanged: the rows as loaded go back to the server.
    await saveHours.click();
    await expect(card.getByText(t.saved)).toBeVisible();
    await expectNoSeriousAxeFaults(page);

    // Changed: the first window ends later; the midnight end stays midnight.
    await card.getByLabel(t.to, { exact: true }).first().fill('13:30');
    await saveHours.click();
    await expect(card.getByText(t.saved)).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('listitem').filter({ hasText: email });
    await expect(reloaded.getByLabel(t.to, { exact: true }).first()).toHaveValue('13:30');
    await expect(reloaded.getByLabel(t.to, { exact: true }).nth(1)).toHaveValue('00:00');
  });

  test(`a raw GraphQL error is never shown; the admin reads a message in their language (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[language];
    const email = await consultantWithHours(request, `Rolf Roh ${language}`);
    const raw =
      'Variable "$input" got invalid value { __typename: "AvailabilityWindow", weekday: 1 }';
    // The API answers this save as GraphQL does for a malformed variable.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'SetConsultantAvailability') return route.fallback();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: raw, extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      });
    });
    await startVisit(page, language);
    await signIn(page, ADMIN, '/member-area/booking');
    const card = page.getByRole('listitem').filter({ hasText: email });
    await card.getByRole('button', { name: t.save }).nth(1).click();
    await expect(card.getByRole('alert')).toContainText(t.failed);
    await expect(page.getByText(/Variable "\$input"|__typename/)).toHaveCount(0);
  });
}
