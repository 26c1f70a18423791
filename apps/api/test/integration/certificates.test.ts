import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { pdfText } from '../support/pdf-text.js';
import { createWorkshop } from '../support/academy-fixtures.js';
import { createAdmin, createMember, type Member } from '../support/factories.js';
import { drainJobs, runJob } from '../support/outbox-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';
import { authAs as as, createWorkshopAuthor } from '../support/workshop-fixtures.js';

// jsQR is a UMD bundle whose `module.exports` is the function; its types describe an ES default.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** The QR code on the PDF's page, read as a phone would: the page as pixels, then a QR reader. */
async function qrOnPdf(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      join(dir, 'c.pdf'),
      join(dir, 'c'),
    ]);
    const { data, info } = await sharp(readFileSync(join(dir, 'c.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    if (!found) throw new Error('no QR code on the certificate');
    return found.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const NUMBER = /TB-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
const REVOKE =
  'mutation($i: RevokeCertificateInput!) { revokeCertificate(input: $i) { number status } }';

describe('certificates: after a session attendees get a certificate of attendance by mail, absent people a friendly mail; numbers verify publicly; admins revoke', () => {
  let t: TestApp;
  const clock = new TestClock();
  let host: Member;
  let anna: Member; // attends, German
  let ben: Member; // attends, English
  let carla: Member; // registered, absent
  let admin: Member;
  let sessionId: string;
  let sessionEnd: Date;
  let annaNumber: string;
  const title = 'Zertifikatswerkstatt Design Thinking';

  const mailsTo = (m: Member) => t.mail.to(m.email).filter((x) => x.subject?.includes(title));
  const followUps = () =>
    [anna, ben, carla].flatMap((m) =>
      mailsTo(m).filter(
        (x) => !/Anmeldung|registration|Erinnerung|Reminder/i.test(x.subject ?? ''),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(
      {
        INVOICE_SELLER_NAME: 'Zertifikat Prüf GmbH',
        INVOICE_SELLER_STREET: 'Urkundenweg 7',
        INVOICE_SELLER_CITY: '04109 Leipzig',
      },
      { clock },
    );
    host = await createWorkshopAuthor(t);
    await t.db.query('UPDATE users SET name = $2 WHERE id = $1', [host.id, 'Hella Host']);
    anna = await createMember(t, { verified: true, name: 'Anna Ärztin' });
    ben = await createMember(t, { verified: true, name: 'Ben Baker' });
    carla = await createMember(t, { verified: true, name: 'Carla Fehlt' });
    admin = await createAdmin(t);
    const workshop = await createWorkshop(t, {
      title,
      creatorId: host.id,
      format: 'in_person',
      location: 'Werkhalle 3, Berlin',
      videoCallLink: null,
      basePriceCents: 0,
      sessionsInDays: [3],
    });
    await t.db.query('UPDATE workshops SET learning_objectives = $2 WHERE id = $1', [
      workshop.id,
      ['Nutzer verstehen', 'Prototypen bauen'],
    ]);
    sessionId = workshop.sessionIds[0];
    const [session] = await t.db.query<{ ends_at: Date }>(
      'SELECT ends_at FROM workshop_sessions WHERE id = $1',
      [sessionId],
    );
    sessionEnd = new Date(session.ends_at);
    for (const [who, locale] of [
      [anna, 'de'],
      [ben, 'en'],
      [carla, 'de'],
    ] as const) {
      const reg = await t.gql(
        'mutation($s: ID!) { registerForWorkshop(sessionId: $s) { id } }',
        { s: sessionId },
        { ...as(who), 'x-locale': locale },
      );
      expect(reg.errors).toBeUndefined();
    }
    // Anna and Ben are checked in at the door (on the session's day); Carla never comes.
    clock.set(new Date(sessionEnd.getTime() - 90 * 60_000));
    for (const who of [anna, ben]) {
      const [{ check_in_code }] = await t.db.query<{ check_in_code: string }>(
        'SELECT check_in_code FROM workshop_registrations WHERE user_id = $1',
        [who.id],
      );
      const scan = await t.http
        .post(`/api/check-in/${sessionId}`)
        .set(as(host))
        .send({ code: check_in_code });
      expect(scan.body.status).toBe('checked_in');
    }
    await drainJobs(t);
  });
  afterAll(async () => {
    clock.set(undefined);
    await t.close();
  });

  it('nothing is sent before the session has ended (and the host had half an hour to mark attendance)', async () => {
    clock.set(new Date(sessionEnd.getTime() + 10 * 60_000));
    await runJob(t, 'session_follow_up');
    await drainJobs(t);
    expect(followUps()).toEqual([]);
  });

  it('within the hour after the end, an attendee gets one mail in German with the PDF certificate holding every field, and its number verifies', async () => {
    clock.set(new Date(sessionEnd.getTime() + 35 * 60_000));
    await runJob(t, 'session_follow_up');
    await drainJobs(t);
    const [mail] = mailsTo(anna).filter((m) => m.subject?.startsWith('Danke für Ihre Teilnahme'));
    expect(mail).toBeDefined();
    expect(mail.text).toContain('Teilnahmebescheinigung liegt dieser Mail als PDF bei');
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^Teilnahmebescheinigung-TB-\d{4}-/);
    const text = pdfText(pdf!.content).replace(/\s+/g, ' ');
    annaNumber = NUMBER.exec(text)![0];
    expect(mail.text).toContain(annaNumber);
    const [row] = await t.db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM workshop_sessions WHERE id = $1',
      [sessionId],
    );
    const day = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(row.starts_at);
    const time = (d: Date) =>
      new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(d);
    for (const field of [
      'Teilnahmebescheinigung',
      'Anna Ärztin',
      title,
      `${day}, ${time(row.starts_at)}–${time(sessionEnd)} Uhr`,
      '120 Minuten (2,5 UE à 45 Minuten)',
      'Präsenz · Werkhalle 3, Berlin',
      'Nutzer verstehen',
      'Prototypen bauen',
      'Hella Host',
      'Zertifikat Prüf GmbH',
      'Urkundenweg 7',
      '04109 Leipzig',
      `/zertifikat/${annaNumber}`,
    ])
      expect(text).toContain(field);

    // The QR code leads to the public verification page of this number.
    const qr = new URL(await qrOnPdf(Buffer.from(pdf!.content as unknown as ArrayBuffer)));
    expect(qr.pathname).toBe(`/zertifikat/${annaNumber}`);

    const verified = await t.http.get(`/api/certificates/${annaNumber}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      number: annaNumber,
      name: 'Anna Ärztin',
      workshop: title,
      date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(row.starts_at),
      duration_minutes: 120,
      teaching_units: 2.5,
      status: 'valid',
    });
  });

  it('an English attendee gets the English mail and certificate', async () => {
    const [mail] = mailsTo(ben).filter((m) => m.subject?.startsWith('Thank you for taking part'));
    expect(mail).toBeDefined();
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^Certificate-TB-/);
    const text = pdfText(pdf!.content).replace(/\s+/g, ' ');
    for (const field of [
      'Certificate of Attendance',
      'Ben Baker',
      '120 minutes (2.5 teaching units of 45 minutes)',
      'On site · Werkhalle 3, Berlin',
      'Led by Hella Host',
      'Issued by',
      'lang=en',
    ])
      expect(text).toContain(field);
    const number = NUMBER.exec(text)![0];
    expect((await t.http.get(`/api/certificates/${number}`)).body.name).toBe('Ben Baker');
  });

  it('the absent registrant gets the friendly mail, no certificate', async () => {
    const mails = mailsTo(carla).filter((m) => !/Anmeldung/.test(m.subject ?? ''));
    expect(mails.map((m) => m.subject)).toEqual([`Schade, dass es nicht geklappt hat: ${title}`]);
    expect(mails[0].attachments).toEqual([]);
    expect(
      await t.db.query(
        `SELECT c.id FROM certificates c JOIN workshop_registrations r ON r.id = c.registration_id
         WHERE r.user_id = $1`,
        [carla.id],
      ),
    ).toEqual([]);
  });

  it('the job sends once: running it again (as a second instance would) adds no mail and no certificate', async () => {
    const before = followUps().length;
    expect(before).toBe(3);
    clock.set(new Date(sessionEnd.getTime() + 40 * 60_000));
    await Promise.all([runJob(t, 'session_follow_up'), runJob(t, 'session_follow_up')]);
    await drainJobs(t);
    expect(followUps().length).toBe(before);
    const [{ count }] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM certificates WHERE session_id = $1',
      [sessionId],
    );
    expect(count).toBe(2);
  });

  it('a made-up or malformed number is 404 and reveals nothing', async () => {
    for (const number of ['TB-2026-AAAA-BBBB', 'nonsense', 'TB-2026-0000-000']) {
      const res = await t.http.get(`/api/certificates/${encodeURIComponent(number)}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Anna|Ben|Carla|Zertifikatswerkstatt/);
    }
    const gql = await t.gql('query($n: String!) { certificateVerification(number: $n) { name } }', {
      n: 'TB-2026-AAAA-BBBB',
    });
    expect(gql.data).toEqual({ certificateVerification: null });
  });

  it('members list their certificates; the PDF downloads for the owner and admins, never for others', async () => {
    const mine = await t.gql<{ myCertificates: Array<{ number: string; teachingUnits: number }> }>(
      '{ myCertificates { number teachingUnits status } }',
      {},
      as(anna),
    );
    expect(mine.data?.myCertificates).toEqual([
      { number: annaNumber, teachingUnits: 2.5, status: 'valid' },
    ]);
    expect(
      (await t.gql<{ myCertificates: unknown[] }>('{ myCertificates { number } }', {}, as(carla)))
        .data?.myCertificates,
    ).toEqual([]);
    const download = (who: Member | null) =>
      t.http
        .get(`/api/certificates/${annaNumber}/pdf`)
        .set(as(who))
        .buffer(true)
        .parse((res, cb) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => cb(null, Buffer.concat(chunks)));
        });
    const own = await download(anna);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(pdfText(own.body as Buffer)).toContain('Anna Ärztin');
    expect((await download(admin)).status).toBe(200);
    expect((await download(ben)).status).toBe(403);
    expect((await download(host)).status).toBe(403);
    expect((await download(null)).status).toBe(401);
  });

  it('the data download holds one’s certificates', async () => {
    const exported = JSON.parse(
      (await t.gql<{ exportMyData: string }>('mutation { exportMyData }', {}, as(anna))).data!
        .exportMyData,
    ) as { certificates: Array<{ number: string; status: string }> };
    expect(exported.certificates).toEqual([
      expect.objectContaining({ number: annaNumber, status: 'valid', host: 'Hella Host' }),
    ]);
  });

  it('only an admin revokes, with a reason (audited); then the lookup says revoked', async () => {
    const byMember = await t.gql(REVOKE, { i: { number: annaNumber, reason: 'x' } }, as(host));
    expect(byMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await t.gql(REVOKE, { i: { number: annaNumber, reason: '  ' } }, as(admin));
    expect(blank.errors?.[0].message).toBe(
      'Bitte nennen Sie einen Grund für den Widerruf (höchstens 500 Zeichen).',
    );
    expect((await t.http.get(`/api/certificates/${annaNumber}`)).body.status).toBe('valid');

    const revoked = await t.gql(
      REVOKE,
      { i: { number: annaNumber, reason: 'Teilnahme irrtümlich erfasst' } },
      as(admin),
    );
    expect(revoked.data).toEqual({ revokeCertificate: { number: annaNumber, status: 'revoked' } });
    expect((await t.http.get(`/api/certificates/${annaNumber}`)).body.status).toBe('revoked');
    const audit = await t.db.query<{ actor_id: string; after: { reason: string } }>(
      `SELECT actor_id, after FROM audit_log WHERE action = 'certificate.revoked'`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        after: expect.objectContaining({ reason: 'Teilnahme irrtümlich erfasst' }),
      }),
    ]);
    const again = await t.gql(REVOKE, { i: { number: annaNumber, reason: 'noch mal' } }, as(admin));
    expect(again.errors?.[0].extensions?.code).toBe('CERTIFICATE_ALREADY_REVOKED');
  });
});
