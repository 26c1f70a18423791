import { ProjectTeamService } from '../../src/modules/projects/index.js';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdfDataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

const TERMS =
  'hoursPerWeek availableFrom remote regions rateMinCents rateMaxCents employerPermission permissionGrantedOn hasPermissionDocument';
const MATCH =
  'userId displayName skills proposable score matchedSkills wantedSkills enoughHours availableInTime placeKind placeRegion rateMinCents employerPermission permissionDocumentUrl offerStatus';
const TEAM =
  'requestId offers { id specialistUserId displayName status message hourlyRateCents } proposal { id status comment offerIds }';
const MY_OFFER =
  'id status note message hourlyRateCents inTeam request { id description skills hoursPerWeek startDate workMode place status } contact { company contactName email phone }';

interface Match {
  userId: string;
  proposable: boolean;
  score: number;
  matchedSkills: string[];
  enoughHours: boolean;
  placeKind: string | null;
  placeRegion: string | null;
  rateMinCents: number | null;
  permissionDocumentUrl: string | null;
  offerStatus: string | null;
}
interface Team {
  offers: Array<{
    id: string;
    specialistUserId: string;
    status: string;
    hourlyRateCents: number | null;
  }>;
  proposal: { status: string; offerIds: string[] } | null;
}
interface MyOffer {
  id: string;
  status: string;
  inTeam: boolean;
  contact: { company: string; email: string } | null;
  request: { id: string; skills: string[] };
}

describe('project teams: specialists’ terms, matching, offers and the proposal', () => {
  let t: TestApp;
  let admin: Member;
  /** Approved, 3 of the 4 skills, 20 h/week, Bayern, permission granted (with PDF). */
  let alice: Member;
  /** Approved, 1 skill, 5 h/week, remote, no permission needed. */
  let bob: Member;
  /** Approved and fitting, but the employer's permission is only requested. */
  let carol: Member;
  /** A member whose profile is not approved. */
  let dave: Member;
  /** Another eligible specialist (declines). */
  let eve: Member;
  let request: { id: string; token: string; email: string };
  let other: { id: string; token: string; email: string };

  const as = (who: Member | null, locale = 'de'): Record<string, string> => ({
    'x-locale': locale,
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  });
  const codeOf = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    r.errors?.[0]?.extensions?.code;

  const saveTerms = (who: Member | null, input: Record<string, unknown>, locale = 'de') =>
    t.gql<{ updateMySpecialistTerms: Record<string, unknown> }>(
      `mutation($i: SpecialistTermsInput!) { updateMySpecialistTerms(input: $i) { ${TERMS} } }`,
      { i: { remote: false, regions: [], ...input } },
      as(who, locale),
    );
  const matches = (who: Member | null, requestId: string, skill?: string) =>
    t.gql<{ projectMatches: Match[] }>(
      `query($r: ID!, $s: String) { projectMatches(requestId: $r, skill: $s) { ${MATCH} } }`,
      { r: requestId, s: skill ?? null },
      as(who),
    );
  const offer = (who: Member | null, requestId: string, ids: string[], note?: string) =>
    t.gql<{ offerProject: Team }>(
      `mutation($i: OfferProjectInput!) { offerProject(input: $i) { ${TEAM} } }`,
      { i: { requestId, specialistUserIds: ids, note } },
      as(who),
    );
  const myOffers = (who: Member | null) =>
    t.gql<{ myProjectOffers: MyOffer[] }>(`{ myProjectOffers { ${MY_OFFER} } }`, {}, as(who));
  const answerOffer = (who: Member | null, offerId: string, accept: boolean, message?: string) =>
    t.gql<{ answerProjectOffer: MyOffer }>(
      `mutation($i: AnswerProjectOfferInput!) { answerProjectOffer(input: $i) { ${MY_OFFER} } }`,
      { i: { offerId, accept, message } },
      as(who),
    );
  const propose = (who: Member | null, requestId: string, members: unknown[]) =>
    t.gql<{ sendProjectProposal: Team }>(
      `mutation($i: SendProjectProposalInput!) { sendProjectProposal(input: $i) { ${TEAM} } }`,
      { i: { requestId, members } },
      as(who),
    );
  const proposalByToken = (token: string) =>
    t.gql<{
      projectProposalByToken: {
        status: string;
        members: Array<{ displayName: string; skills: string[]; hourlyRateCents: number }>;
      } | null;
    }>(
      `query($t: String!) { projectProposalByToken(token: $t) { status members { displayName headline photoUrl skills hourlyRateCents } } }`,
      { t: token },
      as(null),
    );
  const answerProposal = (
    token: string,
    accept: boolean,
    comment?: string,
    who: Member | null = null,
  ) =>
    t.gql<{ answerProjectProposal: boolean }>(
      `mutation($i: AnswerProjectProposalInput!) { answerProjectProposal(input: $i) }`,
      { i: { token, accept, comment } },
      as(who),
    );
  const statusOf = async (id: string) =>
    (
      await t.db.query<{ status: string }>('SELECT status FROM project_requests WHERE id = $1', [
        id,
      ])
    )[0].status;

  /** A member with a profile (approved unless told), signed in. */
  const specialist = async (name: string, skills: string[], approve = true) => {
    const m = await createMember(t, { verified: true, name });
    const saved = await t.gql<{ updateMyProfile: { id: string } }>(
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
      { i: { displayName: name, headline: `${name} – Beraterin`, skills, visibility: 'public' } },
      as(m),
    );
    if (approve) {
      const approved = await t.gql(
        'mutation($id: ID!) { approveProfile(id: $id) { id } }',
        { id: saved.data!.updateMyProfile.id },
        as(admin),
      );
      expect(approved.errors).toBeUndefined();
    }
    return m;
  };

  const submit = async (company: string, locale = 'de') => {
    const email = uniqueEmail('firma');
    const response = await t.http
      .post('/api/projects/requests')
      .set('x-locale', locale)
      .send({
        company,
        contactName: 'Carla Kunde',
        email,
        phone: '+49 89 1234567',
        description: 'Vorhersage von Wartungen mit KI',
        skills: ['Python', 'Machine Learning', 'SQL', 'Docker'],
        hoursPerWeek: 15,
        startDate: inDays(40),
        durationWeeks: 12,
        workMode: 'BOTH',
        place: 'München',
        privacyAccepted: true,
      });
    expect(response.status).toBe(200);
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(email));
    const token = new URL(linkIn(mail.text, '/projekt-anfragen/verfolgen')).searchParams.get(
      'token',
    )!;
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id FROM project_requests WHERE email = $1',
      [email],
    );
    return { id: row.id, token, email };
  };

  beforeAll(async () => {
    t = await createTestApp({ CONTACT_INBOX: 'team@example.com' });
    admin = await createAdmin(t);
    alice = await specialist('Alice Analyse', ['python', 'Machine Learning', 'SQL', 'Figma']);
    bob = await specialist('Bob Basis', ['Python']);
    carol = await specialist('Carol Cloud', ['Python', 'Machine Learning', 'SQL', 'Docker']);
    dave = await specialist('Dave Draft', ['Python', 'SQL'], false);
    eve = await specialist('Eve Extra', ['Docker']);
    request = await submit('Muster Maschinenbau GmbH');
    other = await submit('Andere Firma AG');
  });
  afterAll(() => t.close());

  it('keeps a specialist’s terms: checked by the shared rules, the permission PDF checked and bounded, rates and PDF for admins only', async () => {
    const bad = await saveTerms(alice, { hoursPerWeek: 0, regions: ['XX'] });
    expect(codeOf(bad)).toBe('HOURS_OUT_OF_RANGE');
    expect(bad.errors?.[0]?.message).toBe(
      'Bitte geben Sie zwischen 1 und 60 Stunden pro Woche an.',
    );
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notPdf = await saveTerms(
      alice,
      {
        employerPermission: 'granted',
        permissionGrantedOn: '2026-10-01',
        permissionDocument: pdfDataUrl(png),
      },
      'en',
    );
    expect(codeOf(notPdf)).toBe('PERMISSION_NOT_A_PDF');
    expect(notPdf.errors?.[0]?.message).toBe('Please upload the permission as a PDF file.');
    const huge = await saveTerms(alice, {
      employerPermission: 'granted',
      permissionGrantedOn: '2026-10-01',
      permissionDocument: pdfDataUrl(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(codeOf(huge)).toBeDefined();
    expect(
      await t.db.query('SELECT 1 FROM project_specialists WHERE user_id = $1', [alice.id]),
    ).toHaveLength(0);

    const saved = await saveTerms(alice, {
      hoursPerWeek: 20,
      availableFrom: inDays(10),
      regions: ['BY'],
      rateMinCents: 8000,
      rateMaxCents: 11000,
      employerPermission: 'granted',
      permissionGrantedOn: '2026-10-01',
      permissionDocument: pdfDataUrl(PDF),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateMySpecialistTerms).toMatchObject({
      hoursPerWeek: 20,
      regions: ['BY'],
      employerPermission: 'granted',
      hasPermissionDocument: true,
    });
    for (const [who, input] of [
      [bob, { hoursPerWeek: 5, remote: true, employerPermission: 'not_needed' }],
      [carol, { hoursPerWeek: 30, regions: ['BY'], remote: true, employerPermission: 'requested' }],
      [dave, { hoursPerWeek: 30, remote: true, employerPermission: 'not_needed' }],
      [eve, { hoursPerWeek: 10, remote: true, employerPermission: 'not_needed' }],
    ] as const)
      expect((await saveTerms(who, input)).errors).toBeUndefined();

    expect(codeOf(await saveTerms(null, { hoursPerWeek: 5 }))).toBe('UNAUTHENTICATED');
    const pdfPath = `/api/projects/specialists/${alice.id}/permission.pdf`;
    const asAdmin = await t.http.get(pdfPath).set('authorization', `Bearer ${admin.token}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(asAdmin.body).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await t.http.get(pdfPath).set('authorization', `Bearer ${alice.token}`)).status).toBe(
      403,
    );
    expect((await t.http.get(pdfPath).set('authorization', `Bearer ${bob.token}`)).status).toBe(
      403,
    );
    expect((await t.http.get(pdfPath)).status).toBe(401);
    // The PDF is a restricted file: never served at /media/{id}.
    const [{ permission_media_id: mediaId }] = await t.db.query<{ permission_media_id: string }>(
      'SELECT permission_media_id FROM project_specialists WHERE user_id = $1',
      [alice.id],
    );
    expect((await t.http.get(`/media/${mediaId}`)).status).toBe(404);
  });

  it('ranks specialists with more wanted skills and enough hours first, says why, searches by skill; admins only', async () => {
    const result = await matches(admin, request.id);
    expect(result.errors).toBeUndefined();
    const list = result.data!.projectMatches;
    const at = (m: Member) => list.findIndex((x) => x.userId === m.id);
    expect(at(alice)).toBeGreaterThanOrEqual(0);
    expect(at(alice)).toBeLessThan(at(bob));
    expect(at(dave)).toBe(-1); // no approved profile
    expect(list[at(alice)]).toMatchObject({
      matchedSkills: ['Python', 'Machine Learning', 'SQL'],
      enoughHours: true,
      placeKind: 'region',
      placeRegion: 'BY',
      rateMinCents: 8000,
      proposable: true,
      permissionDocumentUrl: `/api/projects/specialists/${alice.id}/permission.pdf`,
    });
    expect(list[at(bob)]).toMatchObject({
      matchedSkills: ['Python'],
      enoughHours: false,
      placeKind: 'remote',
    });
    expect(list[at(carol)].proposable).toBe(false);

    const searched = (await matches(admin, request.id, 'machine')).data!.projectMatches.map(
      (m) => m.userId,
    );
    expect(searched).toContain(alice.id);
    expect(searched).not.toContain(bob.id);

    expect(codeOf(await matches(alice, request.id))).toBe('FORBIDDEN');
    expect(codeOf(await matches(null, request.id))).toBe('UNAUTHENTICATED');
    expect(codeOf(await matches(admin, '00000000-0000-4000-8000-000000000000'))).toBe(
      'PROJECT_REQUEST_NOT_FOUND',
    );
  });

  it('offers only to approved specialists with the employer’s permission; only admins offer; each gets a mail', async () => {
    for (const refused of [carol, dave]) {
      const r = await offer(admin, request.id, [alice.id, refused.id]);
      expect(codeOf(r)).toBe('PROJECT_SPECIALIST_NOT_ELIGIBLE');
    }
    expect(
      await t.db.query('SELECT 1 FROM project_offers WHERE request_id = $1', [request.id]),
    ).toHaveLength(0);
    expect(codeOf(await offer(alice, request.id, [alice.id]))).toBe('FORBIDDEN');
    expect(codeOf(await offer(null, request.id, [alice.id]))).toBe('UNAUTHENTICATED');

    const made = await offer(admin, request.id, [alice.id, bob.id, eve.id], 'Passt gut zu Ihnen.');
    expect(made.errors).toBeUndefined();
    expect(made.data!.offerProject.offers.map((o) => o.status)).toEqual([
      'offered',
      'offered',
      'offered',
    ]);
    expect(await statusOf(request.id)).toBe('MATCHING');
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(alice.email) && m.subject === 'Ein Projekt für Sie',
    );
    expect(mail.text).toContain('Passt gut zu Ihnen.');
    expect(mail.text).toContain('tab=projects');
    expect(mail.text).not.toContain(request.email);
    // The company hears that its request moved on, with its link.
    const status = await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes(request.email) &&
        m.subject === 'Ihre Projektanfrage: Wir suchen passende Fachleute',
    );
    expect(linkIn(status.text, '/projekt-anfragen/verfolgen')).toContain(request.token);
    // Offering again to the same person changes nothing.
    expect((await offer(admin, request.id, [alice.id])).data!.offerProject.offers).toHaveLength(3);
  });

  it('shows specialists only their own offers, without the company’s contact; they answer only their own', async () => {
    const mine = (await myOffers(alice)).data!.myProjectOffers;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'offered', inTeam: false, contact: null });
    expect(JSON.stringify(mine)).not.toContain(request.email);
    expect(JSON.stringify(mine)).not.toContain('Muster Maschinenbau');
    expect((await myOffers(carol)).data!.myProjectOffers).toEqual([]);
    expect(codeOf(await myOffers(null))).toBe('UNAUTHENTICATED');

    const aliceOffer = mine[0].id;
    expect(codeOf(await answerOffer(eve, aliceOffer, false))).toBe('PROJECT_OFFER_NOT_FOUND');
    expect(codeOf(await answerOffer(null, aliceOffer, true))).toBe('UNAUTHENTICATED');

    // Eve's permission lapses: she may not accept, but may decline.
    const eveOffer = (await myOffers(eve)).data!.myProjectOffers[0].id;
    await saveTerms(eve, { hoursPerWeek: 10, employerPermission: 'requested' });
    expect(codeOf(await answerOffer(eve, eveOffer, true))).toBe('PROJECT_SPECIALIST_NOT_ELIGIBLE');
    expect(
      (await answerOffer(eve, eveOffer, false, 'Keine Zeit')).data!.answerProjectOffer.status,
    ).toBe('declined');

    const accepted = await answerOffer(alice, aliceOffer, true, 'Sehr gern!');
    expect(accepted.data!.answerProjectOffer.status).toBe('accepted');
    expect(codeOf(await answerOffer(alice, aliceOffer, false))).toBe('PROJECT_OFFER_ANSWERED');
    const bobOffer = (await myOffers(bob)).data!.myProjectOffers[0].id;
    expect((await answerOffer(bob, bobOffer, true)).errors).toBeUndefined();
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes('team@example.com') &&
        (m.subject ?? '').startsWith('Alice Analyse sagt zu'),
    );
  });

  it('sends the company a proposal it sees and accepts through its own link; the team gets its contact and the project runs', async () => {
    const team = (
      await t.gql<{ projectTeam: Team }>(
        `query($r: ID!) { projectTeam(requestId: $r) { ${TEAM} } }`,
        { r: request.id },
        as(admin),
      )
    ).data!.projectTeam;
    const offerOf = (m: Member) => team.offers.find((o) => o.specialistUserId === m.id)!;
    const members = [
      { offerId: offerOf(alice).id, hourlyRateCents: 9500 },
      { offerId: offerOf(bob).id, hourlyRateCents: 7000 },
    ];
    expect(codeOf(await propose(alice, request.id, members))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await propose(admin, request.id, [{ offerId: offerOf(eve).id, hourlyRateCents: 9000 }]),
      ),
    ).toBe('PROJECT_PROPOSAL_TEAM_INVALID');
    expect(codeOf(await propose(admin, request.id, [{ ...members[0], hourlyRateCents: 0 }]))).toBe(
      'RATE_OUT_OF_RANGE',
    );
    // Nothing was proposed yet: the company sees no team.
    expect((await proposalByToken(request.token)).data!.projectProposalByToken).toBeNull();

    const sent = await propose(admin, request.id, members);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendProjectProposal.proposal).toMatchObject({ status: 'sent' });
    expect(await statusOf(request.id)).toBe('PROPOSED');
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(request.email) && m.subject === 'Ihr Team-Vorschlag ist da',
    );
    expect(linkIn(mail.text, '/projekt-anfragen/verfolgen')).toContain(request.token);

    const seen = (await proposalByToken(request.token)).data!.projectProposalByToken!;
    expect(seen.members).toEqual([
      expect.objectContaining({ displayName: 'Alice Analyse', hourlyRateCents: 9500 }),
      expect.objectContaining({ displayName: 'Bob Basis', hourlyRateCents: 7000 }),
    ]);
    expect(JSON.stringify(seen)).not.toContain(alice.email);
    // Another company's link shows its own (empty) state; a made-up link nothing.
    expect((await proposalByToken(other.token)).data!.projectProposalByToken).toBeNull();
    expect(codeOf(await answerProposal(other.token, true))).toBe('PROJECT_PROPOSAL_NOT_OPEN');
    expect(codeOf(await answerProposal('x'.repeat(43), true))).toBe('PROJECT_REQUEST_NOT_FOUND');
    expect(codeOf(await proposalByToken('x'.repeat(43)))).toBe('PROJECT_REQUEST_NOT_FOUND');
    expect(await statusOf(request.id)).toBe('PROPOSED');

    const answered = await answerProposal(request.token, true, 'Passt, los geht’s.');
    expect(answered.errors).toBeUndefined();
    expect(await statusOf(request.id)).toBe('RUNNING');
    const events = await t.db.query<{ to_status: string; actor_id: string | null }>(
      'SELECT to_status, actor_id FROM project_request_events WHERE request_id = $1 ORDER BY created_at, id',
      [request.id],
    );
    expect(events.map((e) => e.to_status)).toEqual([
      'NEW',
      'MATCHING',
      'PROPOSED',
      'ACCEPTED',
      'RUNNING',
    ]);
    expect(codeOf(await answerProposal(request.token, false))).toBe('PROJECT_PROPOSAL_NOT_OPEN');

    const told = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(alice.email) && m.subject === 'Das Projekt startet',
    );
    expect(told.text).toContain(request.email);
    expect(told.text).toContain('Muster Maschinenbau GmbH');
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(bob.email) && m.subject === 'Das Projekt startet',
    );
    await t.mail.waitFor(
      (m) => m.envelopeTo.includes(request.email) && m.subject === 'Ihr Projekt startet',
    );
    await t.mail.waitFor(
      (m) =>
        m.envelopeTo.includes('team@example.com') &&
        (m.subject ?? '').includes('nimmt den Team-Vorschlag an'),
    );

    const aliceNow = (await myOffers(alice)).data!.myProjectOffers[0];
    expect(aliceNow).toMatchObject({
      inTeam: true,
      contact: { company: 'Muster Maschinenbau GmbH', email: request.email },
    });
    expect((await myOffers(eve)).data!.myProjectOffers[0].contact).toBeNull();

    const projectTeam = await t.app.get(ProjectTeamService).projectTeam(request.id);
    expect(projectTeam).toEqual([
      { userId: alice.id, name: 'Alice Analyse', hourlyRateCents: 9500 },
      { userId: bob.id, name: 'Bob Basis', hourlyRateCents: 7000 },
    ]);
    expect(await t.app.get(ProjectTeamService).projectTeam(other.id)).toEqual([]);
  });

  it('mails the company in its language whenever an admin moves the request', async () => {
    const en = await submit('English Ltd', 'en');
    const moved = await t.gql(
      'mutation($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { status } }',
      { i: { id: en.id, status: 'CLOSED', note: 'No budget' } },
      as(admin),
    );
    expect(moved.errors).toBeUndefined();
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(en.email) && m.subject === 'Your project request: Closed',
    );
    expect(linkIn(mail.text, '/projekt-anfragen/verfolgen')).toContain('lang=en');
  });
});
