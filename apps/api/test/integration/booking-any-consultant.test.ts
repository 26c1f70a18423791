import { createAdmin, createMember, uniqueEmail, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { berlinMonday } from '../support/workshop-fixtures.js';
import {
  auth,
  BOOK,
  bookingInput,
  createConsultant,
  fullHourAhead,
  slotsOf,
} from '../support/booking-fixtures.js';

const DAY = 86_400_000;
const BOOK_ANY = `mutation($i: BookConsultationInput!) {
  bookConsultation(input: $i) { id consultantId consultantName start }
}`;
const ANY_SLOTS = `query($f: DateTime!, $t: DateTime!) {
  availableSlots(consultantId: "any", from: $f, to: $t) {
    start end mode consultant { id displayName questions { id kind labelDe labelEn required options } }
  }
}`;
const SET_QUESTIONS = `mutation($c: ID!, $i: BookingQuestionsInput!) {
  setBookingQuestions(consultantId: $c, input: $i) {
    consultantId questions { id kind labelDe labelEn required options }
  }
}`;

interface Question {
  id: string;
  kind: string;
  labelDe: string;
  labelEn: string;
  required: boolean;
  options: string[];
}

describe('"any consultant" and booking questions', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  /** Only the consultants a test makes are bookable during it. */
  const pauseEveryone = () => t.db.query('UPDATE consultants SET active = false');
  const book = async (consultantId: string | null, start: Date) => {
    const r = await t.gql<{ bookConsultation: { id: string; consultantId: string } }>(BOOK_ANY, {
      i: { ...bookingInput(consultantId ?? 'any', start, uniqueEmail()) },
    });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.bookConsultation;
  };

  it('gives the slot to the free consultant with the fewest bookings in two weeks, ties to the longest since their last booking', async () => {
    await pauseEveryone();
    const a = await createConsultant(t, admin);
    const b = await createConsultant(t, admin);
    const c = await createConsultant(t, admin);
    // A: two in the coming two weeks; B and C one each, C's made before B's. A booking three
    // weeks ahead does not count (C has one, made first).
    await book(c.id, fullHourAhead(24 * 21));
    await book(a.id, fullHourAhead(30));
    await book(a.id, fullHourAhead(31));
    await book(c.id, fullHourAhead(32));
    await book(b.id, fullHourAhead(33));

    const first = await book(null, fullHourAhead(40));
    expect(first.consultantId).toBe(c.id); // 1 (C, older last booking) before 1 (B)
    const second = await book(null, fullHourAhead(41));
    expect(second.consultantId).toBe(b.id); // B 1, A 2, C 2
    const third = await book(null, fullHourAhead(42));
    expect(third.consultantId).toBe(a.id); // all 2: A's last booking is the oldest
    // "any" spelled out and left out mean the same.
    const left = await t.gql<{ bookConsultation: { consultantId: string } }>(BOOK_ANY, {
      i: { ...bookingInput('x', fullHourAhead(60), uniqueEmail()), consultantId: undefined },
    });
    expect(left.errors).toBeUndefined();
    expect([a.id, b.id, c.id]).toContain(left.data!.bookConsultation.consultantId);
    // Not a consultant's id, not "any": refused as bad input, nothing booked.
    const bad = await t.gql(BOOK_ANY, {
      i: bookingInput('anyone', fullHourAhead(61), uniqueEmail()),
    });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('offers the union of the free slots, each once, with the consultant it would go to', async () => {
    await pauseEveryone();
    const monday = berlinMonday(2, 0);
    const early = await createConsultant(t, admin, {
      windows: [{ weekday: 1, startTime: '09:00', endTime: '11:00' }],
    });
    const late = await createConsultant(t, admin, {
      windows: [{ weekday: 1, startTime: '10:00', endTime: '12:00' }],
    });
    const from = monday;
    const to = new Date(monday.getTime() + DAY);
    const r = await t.gql<{
      availableSlots: Array<{ start: string; consultant: { id: string } | null }>;
    }>(ANY_SLOTS, { f: from.toISOString(), t: to.toISOString() });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const starts = r.data.availableSlots.map((s) => new Date(s.start).toISOString());
    const own = [
      ...(await slotsOf(t, early.id, from, to)),
      ...(await slotsOf(t, late.id, from, to)),
    ];
    expect(starts).toEqual([...new Set(own)].sort());
    expect(starts).toHaveLength(3); // 09:00, 10:00, 11:00 Berlin
    const at = (i: number) => r.data!.availableSlots[i].consultant?.id;
    expect(at(0)).toBe(early.id);
    expect([early.id, late.id]).toContain(at(1));
    expect(at(2)).toBe(late.id);
    // Once one is booked at 10:00, 10:00 goes to the other; once both are, it is gone.
    const ten = new Date(starts[1]);
    const firstTen = await book(null, ten);
    const again = await t.gql<{
      availableSlots: Array<{ start: string; consultant: { id: string } | null }>;
    }>(ANY_SLOTS, { f: from.toISOString(), t: to.toISOString() });
    const tenNow = again.data!.availableSlots.find((s) => s.start === starts[1]);
    expect(tenNow?.consultant?.id).not.toBe(firstTen.consultantId);
    await book(null, ten);
    const gone = await t.gql<{ availableSlots: Array<{ start: string }> }>(ANY_SLOTS, {
      f: from.toISOString(),
      t: to.toISOString(),
    });
    expect(gone.data!.availableSlots.map((s) => s.start)).not.toContain(starts[1]);
  });

  it('spreads concurrent "any" bookings of one slot over the free consultants and refuses the rest cleanly, never double-booking', async () => {
    await pauseEveryone();
    const team = [
      await createConsultant(t, admin),
      await createConsultant(t, admin),
      await createConsultant(t, admin),
    ];
    const start = fullHourAhead(70);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.gql<{ bookConsultation: { consultantId: string } }>(
          BOOK_ANY,
          { i: bookingInput('any', start, uniqueEmail()) },
          { 'x-locale': 'de' },
        ),
      ),
    );
    const won = results.filter((r) => r.data?.bookConsultation);
    const refused = results.filter((r) => r.errors);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((r) => r.data!.bookConsultation.consultantId))).toEqual(
      new Set(team.map((c) => c.id)),
    );
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.errors![0].extensions?.code).toBe('BOOKING_SLOT_TAKEN');
      expect(r.errors![0].message).toBe(
        'Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen Termin.',
      );
    }
    const rows = await t.db.query<{ consultant_id: string }>(
      "SELECT consultant_id FROM bookings WHERE lower(period) = $1 AND status = 'confirmed'",
      [start],
    );
    expect(rows.map((row) => row.consultant_id).sort()).toEqual(team.map((c) => c.id).sort());
  });

  it("asks each consultant's questions, checks the answers on the server, stores them and mails them to the consultant", async () => {
    await pauseEveryone();
    const consultant = await createConsultant(t, admin);
    const questions = [
      { kind: 'text', labelDe: 'Ihr Unternehmen', labelEn: 'Your company', required: true },
      {
        kind: 'choice',
        labelDe: 'Unternehmensgröße',
        labelEn: 'Company size',
        required: false,
        options: ['1–10', '11–50', 'über 50'],
      },
      {
        kind: 'checkbox',
        labelDe: 'Wir haben schon ein KI-Projekt',
        labelEn: 'We already run an AI project',
        required: false,
      },
    ];
    // The consultant sets their own; another member (and a visitor) may not.
    const own = await t.gql<{ setBookingQuestions: { questions: Question[] } }>(
      SET_QUESTIONS,
      { c: consultant.id, i: { questions } },
      auth(consultant.user),
    );
    if (!own.data) throw new Error(JSON.stringify(own.errors));
    const [company, size, project] = own.data.setBookingQuestions.questions;
    const stranger = await createMember(t, { verified: true });
    const refused = await t.gql(
      SET_QUESTIONS,
      { c: consultant.id, i: { questions: [] } },
      auth(stranger),
    );
    expect(refused.errors?.[0].extensions?.code).toBe('CONSULTANT_NOT_FOUND');
    const anonymous = await t.gql(SET_QUESTIONS, { c: consultant.id, i: { questions: [] } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Limits: six questions, a choice with one option.
    const six = await t.gql(
      SET_QUESTIONS,
      { c: consultant.id, i: { questions: Array.from({ length: 6 }, () => questions[0]) } },
      auth(admin),
    );
    expect(six.errors).toBeDefined();
    const oneOption = await t.gql(
      SET_QUESTIONS,
      { c: consultant.id, i: { questions: [{ ...questions[1], options: ['nur eine'] }] } },
      auth(admin),
    );
    expect(oneOption.errors?.[0].extensions?.code).toBe('BOOKING_QUESTIONS_OPTIONS_REQUIRED');
    const mine = await t.gql<{ myBookingQuestions: { questions: Question[] } | null }>(
      '{ myBookingQuestions { questions { id labelDe } } }',
      {},
      auth(consultant.user),
    );
    expect(mine.data?.myBookingQuestions?.questions.map((q) => q.labelDe)).toEqual([
      'Ihr Unternehmen',
      'Unternehmensgröße',
      'Wir haben schon ein KI-Projekt',
    ]);

    // The "any" slots carry the questions of the consultant they would go to.
    const slots = await t.gql<{
      availableSlots: Array<{ consultant: { id: string; questions: Question[] } }>;
    }>(ANY_SLOTS, {
      f: new Date().toISOString(),
      t: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(slots.data!.availableSlots[0].consultant.questions).toHaveLength(3);

    const start = fullHourAhead(80);
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM bookings'))[0].n);
    const before = await count();
    // Required answer missing: a clear message in the visitor's language, nothing booked.
    for (const [lang, text] of [
      ['de', 'Bitte beantworten Sie die Pflichtfragen.'],
      ['en', 'Please answer the required questions.'],
    ]) {
      const missing = await t.gql(
        BOOK_ANY,
        { i: { ...bookingInput(consultant.id, start, uniqueEmail()), answers: [] } },
        { 'x-locale': lang },
      );
      expect(missing.errors?.[0].message).toBe(text);
      expect(missing.errors?.[0].extensions?.fields).toEqual({
        [`answers.${company.id}`]: expect.any(String),
      });
    }
    // A choice that is not an option, and a checkbox with any other word: refused.
    const wrongChoice = await t.gql(BOOK_ANY, {
      i: {
        ...bookingInput('any', start, uniqueEmail()),
        answers: [
          { questionId: company.id, value: 'Muster GmbH' },
          { questionId: size.id, value: '5000' },
        ],
      },
    });
    expect(wrongChoice.errors?.[0].extensions?.code).toBe('BOOKING_ANSWER_INVALID');
    const wrongBox = await t.gql(BOOK_ANY, {
      i: {
        ...bookingInput(consultant.id, start, uniqueEmail()),
        answers: [
          { questionId: company.id, value: 'Muster GmbH' },
          { questionId: project.id, value: 'vielleicht' },
        ],
      },
    });
    expect(wrongBox.errors?.[0].extensions?.code).toBe('BOOKING_ANSWER_INVALID');
    expect(await count()).toBe(before);

    const email = uniqueEmail();
    const done = await t.gql<{ bookConsultation: { id: string } }>(BOOK, {
      i: {
        ...bookingInput(consultant.id, start, email),
        answers: [
          { questionId: company.id, value: 'Muster GmbH' },
          { questionId: size.id, value: '11–50' },
          { questionId: project.id, value: 'yes' },
        ],
      },
    });
    if (!done.data) throw new Error(JSON.stringify(done.errors));
    const stored = await t.db.query<{ answers: Array<{ labelDe: string; value: string }> }>(
      'SELECT answers FROM bookings WHERE id = $1',
      [done.data.bookConsultation.id],
    );
    expect(stored[0].answers.map((a) => [a.labelDe, a.value])).toEqual([
      ['Ihr Unternehmen', 'Muster GmbH'],
      ['Unternehmensgröße', '11–50'],
      ['Wir haben schon ein KI-Projekt', 'yes'],
    ]);
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(consultant.user.email) && (m.text ?? '').includes(email),
    );
    expect(mail.text).toContain('Ihr Unternehmen');
    expect(mail.text).toContain('Muster GmbH');
    expect(mail.text).toContain('11–50');
    expect(mail.text).toMatch(/Wir haben schon ein KI-Projekt\W+Ja/);
    // The consultant's and the admins' lists show them.
    const list = await t.gql<{
      myConsultations: Array<{ id: string; answers: Array<{ labelEn: string; value: string }> }>;
    }>('{ myConsultations { id answers { labelEn value } } }', {}, auth(consultant.user));
    expect(
      list.data!.myConsultations.find((b) => b.id === done.data!.bookConsultation.id)?.answers,
    ).toEqual([
      { labelEn: 'Your company', value: 'Muster GmbH' },
      { labelEn: 'Company size', value: '11–50' },
      { labelEn: 'We already run an AI project', value: 'yes' },
    ]);
    const adminList = await t.gql<{ upcomingBookings: Array<{ id: string; answers: unknown[] }> }>(
      '{ upcomingBookings { id answers { value } } }',
      {},
      auth(admin),
    );
    expect(
      adminList.data!.upcomingBookings.find((b) => b.id === done.data!.bookConsultation.id)
        ?.answers,
    ).toHaveLength(3);
  });

  it("puts the answers in the visitor member's data export and deletes them with the account", async () => {
    await pauseEveryone();
    const consultant = await createConsultant(t, admin);
    const set = await t.gql<{ setBookingQuestions: { questions: Question[] } }>(
      SET_QUESTIONS,
      {
        c: consultant.id,
        i: { questions: [{ kind: 'text', labelDe: 'Thema', labelEn: 'Topic', required: true }] },
      },
      auth(admin),
    );
    const [topic] = set.data!.setBookingQuestions.questions;
    const member = await createMember(t, { verified: true });
    const booked = await t.gql(BOOK, {
      i: {
        ...bookingInput(consultant.id, fullHourAhead(90), member.email),
        answers: [{ questionId: topic.id, value: 'Förderanträge' }],
      },
    });
    expect(booked.errors).toBeUndefined();
    const exported = await t.gql<{ exportMyData: string }>(
      'mutation { exportMyData }',
      {},
      auth(member),
    );
    const data = JSON.parse(exported.data!.exportMyData) as {
      consultation_bookings: Array<{ answers: Array<{ labelDe: string; value: string }> }>;
    };
    expect(data.consultation_bookings[0].answers).toEqual([
      expect.objectContaining({ labelDe: 'Thema', value: 'Förderanträge' }),
    ]);
    const gone = await t.gql(
      'mutation($p: String) { deleteMyAccount(password: $p) }',
      { p: member.password },
      auth(member),
    );
    expect(gone.errors).toBeUndefined();
    const left = await t.db.query('SELECT 1 FROM bookings WHERE email = $1', [member.email]);
    expect(left).toHaveLength(0);
  });
});
