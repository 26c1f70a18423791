import type { APIRequestContext } from '@playwright/test';
import { ADMIN, type TestAccount } from './accounts';
import { graphqlAs, posterDataUrl } from './hosting';
import { sessionStartsNow, startingIn } from './session-times';

/**
 * The set-up of the check-in and certificate journeys: an approved, free on-site workshop of
 * `host` with one date, `attendees` registered for it, and the date then moved to have begun a
 * minute ago (check-in codes count on the session's day only; registering needs a future date).
 */
export async function onSiteSessionToday(
  request: APIRequestContext,
  host: TestAccount,
  options: { title: string; description: string; attendees: TestAccount[] },
): Promise<{ workshopId: string; sessionId: string }> {
  const { createWorkshop } = await graphqlAs<{
    createWorkshop: { id: string; sessions: Array<{ id: string }> };
  }>(
    request,
    host,
    `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { id sessions { id } } }`,
    {
      input: {
        title: options.title,
        description: options.description,
        format: 'in_person',
        location: 'Werkhalle 3, Berlin',
        startTime: startingIn(2 * 24 * 60).toISOString(),
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
  const sessionId = createWorkshop.sessions[0].id;
  for (const attendee of options.attendees)
    await graphqlAs(
      request,
      attendee,
      'mutation ($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
      { s: sessionId },
    );
  await sessionStartsNow(sessionId);
  return { workshopId: createWorkshop.id, sessionId };
}
