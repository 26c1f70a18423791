import { linkIn, uniqueEmail, type Member } from './factories.js';
import type { TestApp } from './test-app.js';

/** A start date `days` from today (Berlin calendar, close enough for tests far from midnight). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface RunningProject {
  id: string;
  /** The company's follow-link secret. */
  token: string;
  email: string;
}

/**
 * A company's request from the public form (REST), moved by the admin along the pipeline to
 * RUNNING, with an accepted proposal whose team is `team` at the given rates (what the offers,
 * the specialists' acceptance and the company's acceptance of the proposal leave behind).
 */
export async function runningProject(
  t: TestApp,
  admin: Member,
  team: ReadonlyArray<{ member: Member; rateCents: number }>,
  options: { company?: string; locale?: string } = {},
): Promise<RunningProject> {
  const email = uniqueEmail('firma');
  const response = await t.http
    .post('/api/projects/requests')
    .set('x-locale', options.locale ?? 'de')
    .send({
      company: options.company ?? 'Muster Maschinenbau GmbH',
      contactName: 'Carla Kunde',
      email,
      description: 'Wir möchten unsere Wartung mit KI vorhersagen.',
      skills: ['Python'],
      hoursPerWeek: 10,
      startDate: inDays(1),
      durationWeeks: 12,
      workMode: 'REMOTE',
      privacyAccepted: true,
    });
  if (response.status !== 200) throw new Error(`request refused: ${response.status}`);
  const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
  const token = new URL(linkIn(mail.text, '/projekt-anfragen/verfolgen')).searchParams.get(
    'token',
  )!;
  const [{ id }] = await t.db.query<{ id: string }>(
    'SELECT id FROM project_requests WHERE email = $1',
    [email],
  );
  const move = async (status: string) => {
    const r = await t.gql(
      'mutation($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { id } }',
      { i: { id, status } },
      { authorization: `Bearer ${admin.token}` },
    );
    if (r.errors) throw new Error(`move to ${status}: ${JSON.stringify(r.errors)}`);
  };
  await move('MATCHING');
  const [{ id: proposalId }] = await t.db.query<{ id: string }>(
    `INSERT INTO project_proposals (request_id, status, answered_at) VALUES ($1, 'accepted', now())
     RETURNING id`,
    [id],
  );
  for (const { member, rateCents } of team) {
    const [{ id: offerId }] = await t.db.query<{ id: string }>(
      `INSERT INTO project_offers (request_id, specialist_user_id, hourly_rate_cents, status, answered_at)
       VALUES ($1, $2, $3, 'accepted', now()) RETURNING id`,
      [id, member.id, rateCents],
    );
    await t.db.query(
      'INSERT INTO project_proposal_members (proposal_id, offer_id) VALUES ($1, $2)',
      [proposalId, offerId],
    );
  }
  await move('PROPOSED');
  await move('ACCEPTED');
  await move('RUNNING');
  return { id, token, email };
}
