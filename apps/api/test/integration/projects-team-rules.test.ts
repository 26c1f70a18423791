import {
  createAdmin,
  createMember,
  linkIn,
  type Member,
  uniqueEmail,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const TEAM =
  'requestId offers { id specialistUserId status rateMinCents rateMaxCents } proposal { status }';

interface Team {
  offers: Array<{
    id: string;
    specialistUserId: string;
    status: string;
    rateMinCents: number | null;
    rateMaxCents: number | null;
  }>;
  proposal: { status: string } | null;
}

/**
 * The team rules around offers and proposals: an offer withdrawn before it is answered (the
 * specialist sees it, hears it in their language and can no longer accept it), no "proposed"
 * without a proposal, and a proposal's rate within the specialist's own range.
 */
describe('project teams: withdrawn offers, the proposal step and the rate range', () => {
  let t: TestApp;
  let admin: Member;
  /** Approved, no permission needed, 80–110 € per hour. */
  let alice: Member;
  /** Approved, no permission needed, no range given; reads English. */
  let bob: Member;
  let request: { id: string; token: string };

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const codeOf = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    r.errors?.[0]?.extensions?.code;
  const messageOf = (r: { errors?: Array<{ message: string }> }) => r.errors?.[0]?.message;

  const specialist = async (name: string, terms: Record<string, unknown>) => {
    const m = await createMember(t, { verified: true, name });
    const saved = await t.gql<{ updateMyProfile: { id: string } }>(
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
      { i: { displayName: name, headline: 'Data Science', skills: ['Python'] } },
      as(m),
    );
    await t.gql(
      'mutation($id: ID!) { approveProfile(id: $id) { id } }',
      { id: saved.data!.updateMyProfile.id },
      as(admin),
    );
    const termsSaved = await t.gql(
      'mutation($i: SpecialistTermsInput!) { updateMySpecialistTerms(input: $i) { remote } }',
      {
        i: {
          remote: true,
          regions: [],
          hoursPerWeek: 20,
          employerPermission: 'not_needed',
          ...terms,
        },
      },
      as(m),
    );
    expect(termsSaved.errors).toBeUndefined();
    return m;
  };
  const move = (id: string, status: string, locale = 'de') =>
    t.gql<{ moveProjectRequest: { status: string; nextStatuses: string[] } }>(
      'mutation($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { status nextStatuses } }',
      { i: { id, status } },
      as(admin, locale),
    );
  const nextStatuses = async (id: string) =>
    (
      await t.gql<{ projectRequests: Array<{ id: string; nextStatuses: string[] }> }>(
        '{ projectRequests { id nextStatuses } }',
        {},
        as(admin),
      )
    ).data!.projectRequests.find((r) => r.id === id)!.nextStatuses;
  const team = async () =>
    (
      await t.gql<{ projectTeam: Team }>(
        `query($r: ID!) { projectTeam(requestId: $r) { ${TEAM} } }`,
        { r: request.id },
        as(admin),
      )
    ).data!.projectTeam;
  const offerOf = async (m: Member) =>
    (await team()).offers.find((o) => o.specialistUserId === m.id)!;
  const withdraw = (who: Member | null, offerId: string, locale = 'de') =>
    t.gql<{ withdrawProjectOffer: Team }>(
      `mutation($id: ID!) { withdrawProjectOffer(offerId: $id) { ${TEAM} } }`,
      { id: offerId },
      as(who, locale),
    );
  const answer = (who: Member, offerId: string, accept: boolean, locale = 'de') =>
    t.gql<{ answerProjectOffer: { status: string } }>(
      'mutation($i: AnswerProjectOfferInput!) { answerProjectOffer(input: $i) { status } }',
      { i: { offerId, accept } },
      as(who, locale),
    );
  const propose = (members: unknown[], locale = 'de') =>
    t.gql<{ sendProjectProposal: Team }>(
      `mutation($i: SendProjectProposalInput!) { sendProjectProposal(input: $i) { ${TEAM} } }`,
      { i: { requestId: request.id, members } },
      as(admin, locale),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    alice = await specialist('Alice Analyse', { rateMinCents: 8000, rateMaxCents: 11000 });
    bob = await specialist('Bob Basis', {});
    await t.db.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [bob.id]);
    const email = uniqueEmail('firma');
    const response = await t.http
      .post('/api/projects/requests')
      .set('x-locale', 'de')
      .send({
        company: 'Regel GmbH',
        contactName: 'Carla Kunde',
        email,
        description: 'Datenanalyse',
        skills: ['Python'],
        hoursPerWeek: 10,
        startDate: inDays(30),
        durationWeeks: 8,
        workMode: 'REMOTE',
        privacyAccepted: true,
      });
    expect(response.status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const token = new URL(linkIn(mail.text, '/projekt-anfragen/verfolgen')).searchParams.get(
      'token',
    )!;
    const [{ id }] = await t.db.query<{ id: string }>(
      'SELECT id FROM project_requests WHERE email = $1',
      [email],
    );
    request = { id, token };
  });
  afterAll(() => t.close());

  it('refuses "proposed" without a team proposal, and the move form does not offer it', async () => {
    expect((await move(request.id, 'MATCHING')).errors).toBeUndefined();
    expect(await nextStatuses(request.id)).toEqual(['CLOSED']);
    const refused = await move(request.id, 'PROPOSED');
    expect(codeOf(refused)).toBe('PROJECT_PROPOSAL_MISSING');
    expect(messageOf(refused)).toBe(
      'Es gibt noch keinen Team-Vorschlag: Senden Sie erst einen Vorschlag an das Unternehmen.',
    );
    expect(messageOf(await move(request.id, 'PROPOSED', 'en'))).toBe(
      'There is no team proposal yet: send the company a proposal first.',
    );
    const [{ status }] = await t.db.query<{ status: string }>(
      'SELECT status FROM project_requests WHERE id = $1',
      [request.id],
    );
    expect(status).toBe('MATCHING');
  });

  it('lets the admin withdraw an unanswered offer: the specialist sees it withdrawn, hears it in their language and cannot accept it', async () => {
    const offered = await t.gql(
      'mutation($i: OfferProjectInput!) { offerProject(input: $i) { requestId } }',
      { i: { requestId: request.id, specialistUserIds: [alice.id, bob.id] } },
      as(admin),
    );
    expect(offered.errors).toBeUndefined();
    const bobs = await offerOf(bob);
    expect(codeOf(await withdraw(bob, bobs.id))).toBe('FORBIDDEN');
    expect(codeOf(await withdraw(null, bobs.id))).toBe('UNAUTHENTICATED');
    expect(codeOf(await withdraw(admin, '00000000-0000-4000-8000-000000000000'))).toBe(
      'PROJECT_OFFER_NOT_FOUND',
    );

    const withdrawn = await withdraw(admin, bobs.id);
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data!.withdrawProjectOffer.offers.find((o) => o.id === bobs.id)!.status).toBe(
      'withdrawn',
    );
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(bob.email) && m.subject === 'An offer has been withdrawn',
    );
    expect(mail.text).toContain('tab=projects');
    expect(mail.text).not.toContain('Regel GmbH');

    const seen = await t.gql<{ myProjectOffers: Array<{ id: string; status: string }> }>(
      '{ myProjectOffers { id status } }',
      {},
      as(bob),
    );
    expect(seen.data!.myProjectOffers).toEqual([{ id: bobs.id, status: 'withdrawn' }]);
    const late = await answer(bob, bobs.id, true, 'en');
    expect(codeOf(late)).toBe('PROJECT_OFFER_WITHDRAWN');
    expect(messageOf(late)).toBe('This offer has been withdrawn and can no longer be answered.');
    expect(messageOf(await answer(bob, bobs.id, false))).toBe(
      'Dieses Angebot wurde zurückgezogen und kann nicht mehr beantwortet werden.',
    );
    // Withdrawing again, or an answered offer, is refused.
    expect(codeOf(await withdraw(admin, bobs.id))).toBe('PROJECT_OFFER_ANSWERED');
    const alices = await offerOf(alice);
    expect((await answer(alice, alices.id, true)).errors).toBeUndefined();
    expect(codeOf(await withdraw(admin, alices.id))).toBe('PROJECT_OFFER_ANSWERED');
    expect((await offerOf(alice)).status).toBe('accepted');
  });

  it('checks a proposal’s rate against the specialist’s range, naming the range', async () => {
    const alices = await offerOf(alice);
    expect(alices).toMatchObject({ rateMinCents: 8000, rateMaxCents: 11000 });
    const low = await propose([{ offerId: alices.id, hourlyRateCents: 7000 }]);
    expect(codeOf(low)).toBe('PROPOSAL_RATE_OUTSIDE_TERMS');
    expect(messageOf(low)).toBe(
      'Der Satz liegt außerhalb des Stundensatz-Rahmens der Fachperson (80,00\u00a0€ bis 110,00\u00a0€).',
    );
    const high = await propose([{ offerId: alices.id, hourlyRateCents: 12000 }], 'en');
    expect(messageOf(high)).toBe(
      'The rate is outside the specialist’s hourly rate range (€80.00 to €110.00).',
    );
    expect((await team()).proposal).toBeNull();

    const sent = await propose([{ offerId: alices.id, hourlyRateCents: 11000 }]);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendProjectProposal.proposal).toMatchObject({ status: 'sent' });

    // With a proposal sent, the admin may step back to matching and forward again.
    expect((await move(request.id, 'MATCHING')).data!.moveProjectRequest.nextStatuses).toEqual([
      'PROPOSED',
      'CLOSED',
    ]);
    expect((await move(request.id, 'PROPOSED')).errors).toBeUndefined();
  });
});
