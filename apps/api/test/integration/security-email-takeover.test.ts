import {
  createMember,
  linkIn,
  STRONG_PASSWORD,
  uniqueEmail,
  type Member,
} from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Security issue (sign-in and sessions), item 2: someone who once had the password asks to move
 * the account to their own address and waits. The owner recovers the account (changes the
 * password, resets it, or ends all other sessions), and later the intruder opens the link in
 * their own mailbox. Each of the three recoveries cancels the pending change; the old address
 * is told of every request at once, with a link that cancels it.
 */
describe('attack: finishing an email change after the owner recovered the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const REQUEST_CHANGE = `mutation ($newEmail: String!, $currentPassword: String) {
    requestEmailChange(input: { newEmail: $newEmail, currentPassword: $currentPassword })
  }`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** The intruder's own session asks for the change; answers the link mailed to their address. */
  async function intruderAsks(owner: Member): Promise<{ link: URL; intruderEmail: string }> {
    const intruder = await t.http
      .post('/auth/login')
      .send({ email: owner.email, password: owner.password });
    expect(intruder.status).toBe(200);
    const intruderEmail = uniqueEmail('intruder');
    const asked = await t.gql(
      REQUEST_CHANGE,
      { newEmail: intruderEmail, currentPassword: owner.password },
      bearer(intruder.body.token),
    );
    expect(asked.data).toEqual({ requestEmailChange: true });
    const mail = await t.mail.waitFor((m) => m.envelopeTo.includes(intruderEmail));
    return {
      link: new URL(linkIn(mail.text, '/api/auth/confirm-email-change?token=')),
      intruderEmail,
    };
  }

  async function linkNoLongerWorks(owner: Member, link: URL): Promise<void> {
    const opened = await t.http
      .get(`${link.pathname}${link.search}`)
      .set('accept', 'application/json');
    expect(opened.status).toBe(400);
    expect(opened.body.error.code).toBe('INVALID_LINK');
    const [row] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      owner.id,
    ]);
    expect(row.email).toBe(owner.email);
    const pending = await t.gql(`{ pendingEmailChange }`, {}, bearer(owner.token));
    expect(pending.data).toEqual({ pendingEmailChange: null });
  }

  it('a password change cancels the pending change', async () => {
    const owner = await createMember(t);
    const { link } = await intruderAsks(owner);
    const changed = await t.http
      .post('/api/auth/change-password')
      .set(bearer(owner.token))
      .set('cookie', owner.cookie)
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Neues-Passwort-am-Abend-7' });
    expect(changed.status).toBe(200);
    await linkNoLongerWorks(owner, link);
  });

  it('a password reset cancels the pending change', async () => {
    const owner = await createMember(t);
    const { link } = await intruderAsks(owner);
    await t.http.post('/api/auth/request-reset').send({ email: owner.email });
    const mail = await t.mail.waitFor(
      (m) => m.envelopeTo.includes(owner.email) && (m.text ?? '').includes('/auth/reset?token='),
    );
    const token = new URL(linkIn(mail.text, '/auth/reset?token=')).searchParams.get('token')!;
    const reset = await t.http
      .post('/api/auth/reset')
      .send({ token, newPassword: 'Neues-Passwort-am-Abend-8' });
    expect(reset.status).toBe(200);
    // The owner's token ended with the reset; sign in again to look at the account.
    const again = await t.http
      .post('/auth/login')
      .send({ email: owner.email, password: 'Neues-Passwort-am-Abend-8' });
    await linkNoLongerWorks({ ...owner, token: again.body.token }, link);
  });

  it('"end all other sessions" cancels the pending change', async () => {
    const owner = await createMember(t);
    const { link } = await intruderAsks(owner);
    const ended = await t.gql(
      `mutation { endOtherAccountSessions }`,
      {},
      {
        ...bearer(owner.token),
        cookie: owner.cookie,
      },
    );
    expect(ended.data).toEqual({ endOtherAccountSessions: 1 });
    await linkNoLongerWorks(owner, link);
  });

  it.each([
    ['de', /Änderung Ihrer E-Mail-Adresse angefordert/, 'Änderung abbrechen'],
    ['en', /change of your email address was requested/i, 'Cancel the change'],
  ])(
    'the old address is told at once (%s) and its link cancels the change',
    async (locale, subject, label) => {
      const owner = await createMember(t);
      await t.db.query('UPDATE users SET locale = $2 WHERE id = $1', [owner.id, locale]);
      const { link, intruderEmail } = await intruderAsks(owner);
      const notice = await t.mail.waitFor(
        (m) => m.envelopeTo.includes(owner.email) && subject.test(m.subject ?? ''),
      );
      expect(notice.text).toContain(intruderEmail);
      expect(notice.text).toContain(label);
      const cancel = new URL(linkIn(notice.text, '/api/auth/cancel-email-change?token='));
      const opened = await t.http
        .get(`${cancel.pathname}${cancel.search}`)
        .set('accept', 'text/html');
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe('/member-area?tab=account&email=cancelled');
      await linkNoLongerWorks(owner, link);
      // The cancel link works once.
      const twice = await t.http
        .get(`${cancel.pathname}${cancel.search}`)
        .set('accept', 'application/json');
      expect(twice.status).toBe(400);
      expect(twice.body.error.code).toBe('INVALID_LINK');
    },
  );
});
