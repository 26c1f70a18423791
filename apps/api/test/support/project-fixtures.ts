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
 * A running project made as people make it: the company's request from the public form (REST),
 * each specialist with an approved profile and no employer's permission needed, the admin's
 * offers, the specialists' acceptance, the admin's proposal at the given rates and the
 * company's acceptance through its link (which starts the project).
 */
export async function runningProject(
  t: TestApp,
  admin: Member,
  team: ReadonlyArray<{ member: Member; name: string; rateCents: number }>,
  options: { company?: string; locale?: string } = {},
): Promise<RunningProject> {
  const gql = async <T>(who: Member | null, query: string, variables: Record<string, unknown>) => {
    const r = await t.gql<T>(query, variables, who ? { authorization: `Bearer ${who.token}` } : {});
    if (r.errors) throw new Error(`${query}: ${JSON.stringify(r.errors)}`);
    return r.data!;
  };
  for (const { member, name } of team) {
    const { updateMyProfile } = await gql<{ updateMyProfile: { id: string } }>(
      member,
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
      { i: { displayName: name, headline: 'Data Science' } },
    );
    await gql(admin, 'mutation($id: ID!) { approveProfile(id: $id) { id } }', {
      id: updateMyProfile.id,
    });
    await gql(
      member,
      'mutation($i: SpecialistTermsInput!) { updateMySpecialistTerms(input: $i) { remote } }',
      { i: { remote: true, regions: [], hoursPerWeek: 10, employerPermission: 'not_needed' } },
    );
  }
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
  await gql(
    admin,
    'mutation($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { id } }',
    { i: { id, status: 'MATCHING' } },
  );
  await gql(admin, 'mutation($i: OfferProjectInput!) { offerProject(input: $i) { requestId } }', {
    i: { requestId: id, specialistUserIds: team.map((m) => m.member.id) },
  });
  const members: Array<{ offerId: string; hourlyRateCents: number }> = [];
  for (const { member, rateCents } of team) {
    const { myProjectOffers } = await gql<{
      myProjectOffers: Array<{ id: string; request: { id: string } }>;
    }>(member, '{ myProjectOffers { id request { id } } }', {});
    const offer = myProjectOffers.find((o) => o.request.id === id)!;
    await gql(
      member,
      'mutation($i: AnswerProjectOfferInput!) { answerProjectOffer(input: $i) { id } }',
      { i: { offerId: offer.id, accept: true } },
    );
    members.push({ offerId: offer.id, hourlyRateCents: rateCents });
  }
  await gql(
    admin,
    'mutation($i: SendProjectProposalInput!) { sendProjectProposal(input: $i) { requestId } }',
    { i: { requestId: id, members } },
  );
  await gql(
    null,
    'mutation($i: AnswerProjectProposalInput!) { answerProjectProposal(input: $i) }',
    {
      i: { token, accept: true },
    },
  );
  return { id, token, email };
}
