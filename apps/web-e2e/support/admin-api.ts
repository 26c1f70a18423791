import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './accounts';

/** A GraphQL call as the e2e admin (or anonymously); throws on any error. */
export async function gqlAs<T>(
  request: APIRequestContext,
  who: 'admin' | 'visitor',
  query: string,
  variables: Record<string, unknown> = {},
  locale: 'de' | 'en' = 'de',
): Promise<T> {
  const headers: Record<string, string> = { 'x-locale': locale };
  if (who === 'admin') {
    const login = await request.post('/auth/login', { data: ADMIN });
    if (!login.ok()) throw new Error(`admin sign-in failed: ${await login.text()}`);
    headers.authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  }
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface BookedConsultation {
  id: string;
  start: string;
  consultantName: string;
}

/**
 * Books the first free slot of the demo consultant as a visitor, as the booking page does.
 * `skip` picks a later slot so that several tests do not fight over one.
 */
export async function bookDemoConsultation(
  request: APIRequestContext,
  visitor: { name: string; email: string },
  skip = 0,
): Promise<BookedConsultation> {
  const { consultants } = await gqlAs<{ consultants: Array<{ id: string }> }>(
    request,
    'visitor',
    '{ consultants { id } }',
  );
  const consultantId = consultants[0].id;
  const from = new Date();
  const to = new Date(from.getTime() + 40 * 86_400_000);
  const { availableSlots } = await gqlAs<{ availableSlots: Array<{ start: string }> }>(
    request,
    'visitor',
    'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start } }',
    { c: consultantId, f: from.toISOString(), t: to.toISOString() },
  );
  for (const slot of availableSlots.slice(skip)) {
    try {
      const { bookConsultation } = await gqlAs<{ bookConsultation: BookedConsultation }>(
        request,
        'visitor',
        'mutation($i: BookConsultationInput!) { bookConsultation(input: $i) { id start consultantName } }',
        { i: { consultantId, start: slot.start, ...visitor } },
      );
      return bookConsultation;
    } catch {
      // Taken meanwhile by another test: try the next one.
    }
  }
  throw new Error('no free slot of the demo consultant');
}
