import { formatBerlinTime, RECURRENCE_MAX_OCCURRENCES } from '@platform/domain';
import sharp from 'sharp';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  asDataUrl,
  authAs as as,
  berlinMonday,
  CREATE_WORKSHOP,
  createWorkshop,
  createWorkshopAuthor,
  pngClaiming,
  pngDataUrl,
  tinyPdf,
  UPDATE_WORKSHOP,
  updateInputOf,
  WORKSHOP_FIELDS,
  workshopInput,
  type WorkshopView,
} from '../support/workshop-fixtures.js';

describe('members create, edit and delete their workshops', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let other: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    author = await createWorkshopAuthor(t);
    other = await createWorkshopAuthor(t, { visibility: 'public' });
  });
  afterAll(() => t.close());

  const countOf = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: string }>(sql, params))[0].n);
  const workshopsOf = (member: Member) =>
    countOf('SELECT count(*) AS n FROM workshops WHERE creator_id = $1', [member.id]);
  const mediaOf = (member: Member) =>
    countOf('SELECT count(*) AS n FROM media WHERE owner_id = $1', [member.id]);

  /** A REST create body in the spec's snake_case. */
  const restBody = async (overrides: Record<string, unknown> = {}) => ({
    title: 'Prototypen bauen',
    description: 'Vom Papier zum klickbaren Prototyp.',
    start_time: berlinMonday(21).toISOString(),
    timezone: 'Europe/Berlin',
    duration_minutes: 120,
    format: 'onsite',
    location: 'Musterstraße 1, Berlin',
    video_call_link: null,
    max_participants: 15,
    learning_objectives: 'Skizzieren\nTesten\n\n',
    materials: [{ type: 'text', title: 'Papier' }],
    tags: ['Prototyping', ' UX '],
    is_public: true,
    visibility: 'public',
    guest_registration_enabled: false,
    poster_base64: await pngDataUrl(800, 1200),
    poster_filename: 'poster.png',
    recurrence_rule: null,
    recurrence_end_date: null,
    base_price: '49,90',
    ...overrides,
  });

  describe('who may create', () => {
    it('refuses a visitor over GraphQL and REST', async () => {
      const gql = await t.gql(CREATE_WORKSHOP, { i: await workshopInput() });
      expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const rest = await t.http.post('/api/workshops/member/create').send(await restBody());
      expect(rest.status).toBe(401);
    });

    it.each([
      ['without a profile', { visibility: null }, 'WORKSHOP_PROFILE_REQUIRED'],
      ['with a private profile', { visibility: 'private' as const }, 'WORKSHOP_PROFILE_REQUIRED'],
      ['with an unverified email', { verified: false }, 'WORKSHOP_EMAIL_UNVERIFIED'],
    ])('refuses a member %s, over GraphQL and REST', async (_case, options, code) => {
      const member = await createWorkshopAuthor(t, options);
      const gql = await t.gql(CREATE_WORKSHOP, { i: await workshopInput() }, as(member));
      expect(gql.errors?.[0]?.extensions).toMatchObject({ code, status: 403 });
      const rest = await t.http
        .post('/api/workshops/member/create')
        .set(as(member))
        .send(await restBody());
      expect(rest.status).toBe(403);
      expect(rest.body.error.code).toBe(code);
      expect(await workshopsOf(member)).toBe(0);
      expect(await mediaOf(member)).toBe(0);
    });

    it('tells the form which prerequisites are met', async () => {
      const query = '{ workshopPrerequisites { hasProfile profileVisible emailVerified } }';
      const bare = await createMember(t);
      expect((await t.gql(query, {}, as(bare))).data?.workshopPrerequisites).toEqual({
        hasProfile: false,
        profileVisible: false,
        emailVerified: false,
      });
      expect((await t.gql(query, {}, as(author))).data?.workshopPrerequisites).toEqual({
        hasProfile: true,
        profileVisible: true,
        emailVerified: true,
      });
      expect((await t.gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('creating', () => {
    it('stores a cleaned, unapproved workshop with one session and asks the admins to review', async () => {
      const created = await createWorkshop(t, author);
      expect(created).toMatchObject({
        slug: 'design-thinking-kompakt',
        format: 'online',
        location: null,
        videoCallLink: 'https://meet.example.com/dt',
        learningObjectives: ['Probleme schärfen', 'Ideen bewerten'],
        materials: [{ type: 'text', title: 'Folien' }],
        tags: ['KI', 'Design'],
        basePriceCents: 1250,
        memberPriceCents: 625,
        isApproved: false,
        status: 'scheduled',
        isFeatured: false,
        recurrenceRule: null,
        creatorEmail: author.email,
        currentParticipants: 0,
        availableSpots: 12,
        posterIsPdf: false,
        pendingPosterUrl: null,
      });
      expect(created.sessions).toHaveLength(1);
      expect(created.sessions[0]).toMatchObject({ capacity: 12, registeredCount: 0 });
      const mail = await t.mail.waitFor(
        (m) =>
          m.envelopeTo.includes(admin.email) &&
          m.subject === 'Neuer Workshop wartet auf Freigabe: Design Thinking kompakt',
      );
      expect(mail.text).toContain('/member-area?tab=admin');

      // The poster: WebP, fitted into 1200 x 1200.
      const poster = await t.http.get(created.posterUrl!);
      expect(await sharp(poster.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 675,
      });
      const again = await createWorkshop(t, author);
      expect(again.slug).toBe('design-thinking-kompakt-2');
    });

    it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
      const jpeg = await sharp({
        create: { width: 400, height: 200, channels: 3, background: '#c63' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const created = await createWorkshop(t, author, {
        poster: { dataUrl: asDataUrl(jpeg, 'image/jpeg') },
      });
      const stored = await sharp((await t.http.get(created.posterUrl!)).body as Buffer).metadata();
      expect(stored).toMatchObject({ width: 200, height: 400 });
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    });

    it('takes a PDF poster and serves it as a download', async () => {
      const created = await createWorkshop(t, author, {
        poster: { dataUrl: asDataUrl(tinyPdf(), 'application/pdf'), filename: 'poster.pdf' },
      });
      expect(created.posterIsPdf).toBe(true);
      const file = await t.http.get(created.posterUrl!);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
    });

    it('expands a weekly rule on chosen weekdays up to the end date, at 18:00 Berlin time', async () => {
      const start = berlinMonday(7);
      const end = new Date(start.getTime() + 20 * 86_400_000); // three weeks later, a Sunday
      const endDate = end.toISOString().slice(0, 10);
      const created = await createWorkshop(t, author, {
        startTime: start.toISOString(),
        recurrence: { rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE,MO', endDate },
      });
      expect(created.recurrenceRule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE');
      expect(created.recurrenceEndDate).toBe(endDate);
      expect(created.sessions).toHaveLength(6);
      expect(created.sessions.map((s) => formatBerlinTime(s.startsAt))).toEqual(
        Array(6).fill('18:00'),
      );
      expect(created.sessions.every((s) => s.capacity === 12)).toBe(true);
    });

    it('creates over REST with the spec body: onsite, euros with cents, lists as text', async () => {
      const response = await t.http
        .post('/api/workshops/member/create')
        .set(as(author))
        .send(await restBody());
      expect(response.status).toBe(201);
      expect(response.body.workshop).toMatchObject({
        title: 'Prototypen bauen',
        format: 'in_person',
        location: 'Musterstraße 1, Berlin',
        video_call_link: null,
        base_price: 49.9,
        effective_price_for_member: 24.95,
        learning_objectives: ['Skizzieren', 'Testen'],
        materials: [{ type: 'text', title: 'Papier' }],
        tags: ['Prototyping', 'UX'],
        is_approved: false,
        creator_email: author.email,
      });
      expect(response.body.workshop.sessions).toHaveLength(1);

      const recurring = await t.http
        .post('/api/workshops/member/create')
        .set(as(author))
        .send(
          await restBody({
            start_time: '2027-01-08T18:00',
            recurrence_rule: 'FREQ=MONTHLY;BYDAY=2FR,4FR',
            recurrence_end_date: '2027-02-28',
          }),
        );
      expect(recurring.status).toBe(201);
      expect(
        (recurring.body.workshop.sessions as Array<{ starts_at: string }>).map((s) => s.starts_at),
      ).toEqual([
        '2027-01-08T17:00:00.000Z',
        '2027-01-22T17:00:00.000Z',
        '2027-02-12T17:00:00.000Z',
        '2027-02-26T17:00:00.000Z',
      ]);
    });
  });

  describe('refuses bad input with a clear message and changes nothing', () => {
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 0xff);
    sixMegabytes.set([0xff, 0xd8, 0xff, 0xe0]);
    const cases: Array<[string, () => Record<string, unknown>, string, string, string]> = [
      [
        'a 6 MB poster',
        () => ({ poster: { dataUrl: asDataUrl(sixMegabytes, 'image/jpeg') } }),
        'WORKSHOP_POSTER_SIZE',
        'poster',
        'File size must be less than 5MB',
      ],
      [
        'a text file named .jpg',
        () => ({
          poster: {
            dataUrl: asDataUrl(Buffer.from('only text'), 'image/jpeg'),
            filename: 'poster.jpg',
          },
        }),
        'WORKSHOP_POSTER_TYPE',
        'poster',
        'Please upload an image or PDF file',
      ],
      [
        'a PDF without its header',
        () => ({
          poster: {
            dataUrl: asDataUrl(tinyPdf().subarray(9), 'application/pdf'),
            filename: 'poster.pdf',
          },
        }),
        'WORKSHOP_POSTER_TYPE',
        'poster',
        'Please upload an image or PDF file',
      ],
      [
        'a 20000 x 20000 PNG',
        () => ({ poster: { dataUrl: asDataUrl(pngClaiming(20_000, 20_000), 'image/png') } }),
        'WORKSHOP_POSTER_PROCESSING',
        'poster',
        'Failed to process image',
      ],
      [
        'a javascript: video link',
        () => ({ videoCallLink: 'javascript:alert(1)' }),
        'WORKSHOP_LINK_INVALID',
        'videoCallLink',
        'Please enter a valid http(s) address for the video-call link.',
      ],
      [
        'a duration of 45',
        () => ({ durationMinutes: 45 }),
        'WORKSHOP_DURATION_INVALID',
        'durationMinutes',
        'The duration must be between 30 minutes and 8 hours, in steps of 30 minutes.',
      ],
      [
        'an end date before the start',
        () => ({
          startTime: berlinMonday(14).toISOString(),
          recurrence: {
            rule: 'FREQ=WEEKLY;BYDAY=MO',
            endDate: new Date(berlinMonday(14).getTime() - 3 * 86_400_000)
              .toISOString()
              .slice(0, 10),
          },
        }),
        'WORKSHOP_END_BEFORE_START',
        'recurrence.endDate',
        'The end date cannot be before the start date.',
      ],
      [
        'an interval of 53',
        () => ({ recurrence: { rule: 'FREQ=WEEKLY;INTERVAL=53' } }),
        'WORKSHOP_INTERVAL_INVALID',
        'recurrence.rule',
        'The interval must be between 1 and 52.',
      ],
      [
        'a rule with COUNT',
        () => ({ recurrence: { rule: 'FREQ=DAILY;COUNT=5' } }),
        'WORKSHOP_RECURRENCE_INVALID',
        'recurrence.rule',
        'The recurrence is not valid: daily, weekly or monthly, with weekdays MO to SU.',
      ],
      [
        'no participants',
        () => ({ maxParticipants: 0 }),
        'WORKSHOP_PARTICIPANTS_INVALID',
        'maxParticipants',
        'The maximum number of participants must be between 1 and 500.',
      ],
      [
        'a negative price',
        () => ({ basePriceCents: -1 }),
        'WORKSHOP_PRICE_INVALID',
        'basePriceCents',
        'The price must be 0 euros or more, with at most two decimals.',
      ],
      [
        'a location for an online workshop',
        () => ({ location: 'Berlin' }),
        'WORKSHOP_LOCATION_NOT_ALLOWED',
        'location',
        'A location belongs only to on-site or hybrid workshops.',
      ],
      [
        'a video link for an in-person workshop',
        () => ({ format: 'in_person', location: 'Berlin' }),
        'WORKSHOP_LINK_NOT_ALLOWED',
        'videoCallLink',
        'A video-call link belongs only to online or hybrid workshops.',
      ],
      [
        'guest registration on a members-only workshop',
        () => ({ visibility: 'members_only' }),
        'WORKSHOP_GUESTS_NOT_PUBLIC',
        'guestRegistrationEnabled',
        'Guest registration is only possible for public workshops.',
      ],
      [
        'a start in the past',
        () => ({ startTime: new Date(Date.now() - 3_600_000).toISOString() }),
        'WORKSHOP_START_INVALID',
        'startTime',
        'Please choose a start in the future.',
      ],
      [
        'a blank title',
        () => ({ title: '   ' }),
        'WORKSHOP_TITLE_REQUIRED',
        'title',
        'Please enter a title.',
      ],
      [
        'too many tags',
        () => ({ tags: [Array.from({ length: 16 }, (_, i) => `tag${i}`).join(',')] }),
        'WORKSHOP_LIST_TOO_LONG',
        'tags',
        'Too many or too long entries.',
      ],
    ];

    it.each(cases)('%s (GraphQL, English)', async (_case, override, code, field, message) => {
      const before = [await workshopsOf(other), await mediaOf(other)];
      const result = await t.gql(
        CREATE_WORKSHOP,
        { i: await workshopInput(override()) },
        { ...as(other), 'x-locale': 'en' },
      );
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code, fields: { [field]: message } });
      expect([await workshopsOf(other), await mediaOf(other)]).toEqual(before);
    });

    it('answers in German and names every broken field at once', async () => {
      const result = await t.gql(
        CREATE_WORKSHOP,
        { i: await workshopInput({ durationMinutes: 45, videoCallLink: 'javascript:alert(1)' }) },
        { ...as(other), 'x-locale': 'de' },
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        extensions: {
          code: 'VALIDATION_FAILED',
          fields: {
            durationMinutes:
              'Die Dauer muss zwischen 30 Minuten und 8 Stunden liegen, in Schritten von 30 Minuten.',
            videoCallLink: 'Bitte geben Sie eine gültige http(s)-Adresse für den Video-Link ein.',
          },
        },
      });
    });

    it.each([
      [
        'a 6 MB poster',
        { poster_base64: asDataUrl(sixMegabytes, 'image/jpeg') },
        'WORKSHOP_POSTER_SIZE',
        'poster_base64',
      ],
      ['no poster', { poster_base64: null }, 'WORKSHOP_POSTER_REQUIRED', 'poster_base64'],
      [
        'a price with three decimals',
        { base_price: '1.005' },
        'WORKSHOP_PRICE_INVALID',
        'base_price',
      ],
      [
        'a duration of 45',
        { duration_minutes: 45 },
        'WORKSHOP_DURATION_INVALID',
        'duration_minutes',
      ],
      [
        'a javascript: link',
        { format: 'online', location: null, video_call_link: 'javascript:alert(1)' },
        'WORKSHOP_LINK_INVALID',
        'video_call_link',
      ],
      [
        'an end date before the start',
        {
          start_time: '2027-03-10T18:00',
          recurrence_rule: 'FREQ=DAILY',
          recurrence_end_date: '2027-03-09',
        },
        'WORKSHOP_END_BEFORE_START',
        'recurrence_end_date',
      ],
    ])('%s over REST', async (_case, override, code, field) => {
      const before = [await workshopsOf(other), await mediaOf(other)];
      const response = await t.http
        .post('/api/workshops/member/create')
        .set(as(other))
        .send(await restBody(override));
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code, fields: { [field]: expect.any(String) } });
      expect([await workshopsOf(other), await mediaOf(other)]).toEqual(before);
    });

    it('answers the spec text for a missing poster in both languages', async () => {
      const body = await restBody({ poster_base64: undefined, poster_filename: undefined });
      const de = await t.http.post('/api/workshops/member/create').set(as(other)).send(body);
      expect(de.body.error.message).toBe('Bitte laden Sie ein Workshop-Poster hoch');
      const en = await t.http
        .post('/api/workshops/member/create')
        .set({ ...as(other), 'x-locale': 'en' })
        .send(body);
      expect(en.body.error.message).toBe('Please upload a workshop poster');
    });
  });

  describe('editing and deleting: the creator or an admin only', () => {
    let workshop: WorkshopView;
    beforeEach(async () => {
      workshop = await createWorkshop(t, author, { title: 'Zum Bearbeiten' });
    });
    const titleOf = async (id: string) =>
      (await t.db.query<{ title: string }>('SELECT title FROM workshops WHERE id = $1', [id]))[0]
        ?.title;

    it('refuses a visitor and another member over GraphQL and REST; nothing changes', async () => {
      const input = updateInputOf(workshop, { title: 'Gekapert' });
      const visitor = await t.gql(UPDATE_WORKSHOP, { id: workshop.id, i: input });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const stranger = await t.gql(UPDATE_WORKSHOP, { id: workshop.id, i: input }, as(other));
      expect(stranger.errors?.[0]?.extensions).toMatchObject({
        code: 'WORKSHOP_FORBIDDEN',
        status: 403,
      });
      const rest = await t.http
        .put(`/api/workshops/member/${workshop.id}`)
        .set(as(other))
        .send({ ...(await restBody()), title: 'Gekapert' });
      expect(rest.status).toBe(400); // recurrence fields and price are not part of PUT
      const {
        recurrence_rule: _r,
        recurrence_end_date: _e,
        base_price: _p,
        ...putBody
      } = await restBody({ title: 'Gekapert' });
      const restPut = await t.http
        .put(`/api/workshops/member/${workshop.id}`)
        .set(as(other))
        .send(putBody);
      expect(restPut.status).toBe(403);
      expect(restPut.body.error.code).toBe('WORKSHOP_FORBIDDEN');
      expect(await titleOf(workshop.id)).toBe('Zum Bearbeiten');

      const gqlDelete = await t.gql(
        'mutation($id: ID!) { deleteWorkshop(id: $id) }',
        { id: workshop.id },
        as(other),
      );
      expect(gqlDelete.errors?.[0]?.extensions?.code).toBe('WORKSHOP_FORBIDDEN');
      expect((await t.http.delete(`/api/workshops/member/${workshop.id}`)).status).toBe(401);
      expect(
        (await t.http.delete(`/api/workshops/member/${workshop.id}`).set(as(other))).status,
      ).toBe(403);
      expect(await titleOf(workshop.id)).toBe('Zum Bearbeiten');

      const peek = await t.gql(
        `query($id: ID!) { myWorkshop(id: $id) { id } }`,
        { id: workshop.id },
        as(other),
      );
      expect(peek.errors?.[0]?.extensions?.code).toBe('WORKSHOP_NOT_FOUND');
    });

    it('lets the creator edit over GraphQL and REST; an unapproved workshop takes a new poster at once', async () => {
      const edited = await t.gql<{ updateWorkshop: WorkshopView }>(
        UPDATE_WORKSHOP,
        {
          id: workshop.id,
          i: updateInputOf(workshop, {
            title: 'Neu betitelt',
            poster: { dataUrl: await pngDataUrl(300, 300) },
          }),
        },
        as(author),
      );
      expect(edited.data?.updateWorkshop).toMatchObject({
        title: 'Neu betitelt',
        slug: workshop.slug,
        pendingPosterUrl: null,
      });
      expect(edited.data?.updateWorkshop.posterUrl).not.toBe(workshop.posterUrl);
      expect((await t.http.get(workshop.posterUrl!)).status).toBe(404);

      const {
        recurrence_rule: _r,
        recurrence_end_date: _e,
        base_price: _p,
        poster_base64: _b,
        ...putBody
      } = await restBody({
        title: 'Per REST',
        format: 'hybrid',
        video_call_link: 'https://meet.example.com/x',
      });
      const rest = await t.http
        .put(`/api/workshops/member/${workshop.id}`)
        .set(as(author))
        .send(putBody);
      expect(rest.status).toBe(200);
      expect(rest.body.workshop).toMatchObject({
        title: 'Per REST',
        format: 'hybrid',
        location: 'Musterstraße 1, Berlin',
        video_call_link: 'https://meet.example.com/x',
        base_price: 12.5,
      });
      // No change record for a workshop that is not yet approved.
      expect(
        await countOf('SELECT count(*) AS n FROM workshop_changes WHERE workshop_id = $1', [
          workshop.id,
        ]),
      ).toBe(0);
    });

    it('lets an admin edit and delete any workshop', async () => {
      const edited = await t.gql<{ updateWorkshop: WorkshopView }>(
        UPDATE_WORKSHOP,
        { id: workshop.id, i: updateInputOf(workshop, { title: 'Vom Admin' }) },
        as(admin),
      );
      expect(edited.data?.updateWorkshop.title).toBe('Vom Admin');
      const mine = await t.gql<{ myWorkshop: { title: string } }>(
        `query($id: ID!) { myWorkshop(id: $id) { title } }`,
        { id: workshop.id },
        as(admin),
      );
      expect(mine.data?.myWorkshop.title).toBe('Vom Admin');
      const deleted = await t.http.delete(`/api/workshops/member/${workshop.id}`).set(as(admin));
      expect(deleted.status).toBe(200);
      expect(await titleOf(workshop.id)).toBeUndefined();
    });

    it('lets the creator delete: sessions and poster go with it', async () => {
      const deleted = await t.gql<{ deleteWorkshop: boolean }>(
        'mutation($id: ID!) { deleteWorkshop(id: $id) }',
        { id: workshop.id },
        as(author),
      );
      expect(deleted.data?.deleteWorkshop).toBe(true);
      expect(
        await countOf('SELECT count(*) AS n FROM workshop_sessions WHERE workshop_id = $1', [
          workshop.id,
        ]),
      ).toBe(0);
      expect((await t.http.get(workshop.posterUrl!)).status).toBe(404);
      const again = await t.http.delete(`/api/workshops/member/${workshop.id}`).set(as(author));
      expect(again.status).toBe(404);
      expect(again.body.error.code).toBe('WORKSHOP_NOT_FOUND');
    });
  });

  it('lists only my own workshops, newest first, with their sessions (GraphQL and REST)', async () => {
    const lister = await createWorkshopAuthor(t);
    const first = await createWorkshop(t, lister, { title: 'Erster' });
    const second = await createWorkshop(t, lister, {
      title: 'Zweiter',
      recurrence: { rule: 'FREQ=DAILY', endDate: null },
      startTime: berlinMonday(7).toISOString(),
    });
    await createWorkshop(t, other, { title: 'Fremder' });
    const mine = await t.gql<{ myWorkshops: WorkshopView[] }>(
      `{ myWorkshops { ${WORKSHOP_FIELDS} } }`,
      {},
      as(lister),
    );
    expect(mine.data?.myWorkshops.map((w) => w.title)).toEqual(['Zweiter', 'Erster']);
    // Daily without an end: bounded by the expansion's maximum.
    expect(mine.data?.myWorkshops[0].sessions).toHaveLength(RECURRENCE_MAX_OCCURRENCES);
    expect(mine.data?.myWorkshops[1].sessions).toHaveLength(1);

    const rest = await t.http.get('/api/workshops/member/my-workshops').set(as(lister));
    expect(rest.status).toBe(200);
    expect((rest.body.workshops as Array<{ id: string }>).map((w) => w.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await t.http.get('/api/workshops/member/my-workshops')).status).toBe(401);
    const none = await createMember(t);
    expect((await t.http.get('/api/workshops/member/my-workshops').set(as(none))).body).toEqual({
      workshops: [],
    });
  });
});
