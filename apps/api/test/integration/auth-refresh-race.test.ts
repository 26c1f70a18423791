import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMember, refreshCookieOf } from '../support/factories.js';
import { TestClock } from '../support/test-clock.js';

/**
 * A page left while its silent refresh is on the way, and the next page's refresh with the
 * same cookie (the browser has not stored the rotated one yet): a race between the person's
 * own two pages, not a stolen token. Seen as a sign-out after quick navigation on a phone.
 */
describe('refresh tokens: two pages racing with one cookie', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(undefined));

  const refresh = (cookie: string) => t.http.post('/auth/refresh').set('cookie', cookie);

  it('keeps the session when the same token comes back within seconds of its rotation', async () => {
    const member = await createMember(t);
    const first = await refresh(member.cookie);
    expect(first.status).toBe(200);
    const second = await refresh(member.cookie);
    expect(second.status).toBe(200);
    // Whichever cookie the browser kept, the session goes on.
    for (const answer of [first, second]) {
      const next = await refresh(refreshCookieOf(answer.headers['set-cookie'])!);
      expect(next.status).toBe(200);
    }
  });

  // Security issue (sign-in and sessions), item 3: each replay within the grace used to get a
  // new token of its own, so one copied cookie became many independent, long-lived sessions.
  it('hands every replay within the grace the successor already issued, never a new one', async () => {
    const member = await createMember(t);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await refresh(member.cookie));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const cookies = new Set(answers.map((answer) => refreshCookieOf(answer.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [rows] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1',
      [member.id],
    );
    // The sign-in's token and its one successor.
    expect(rows.n).toBe(2);
    // The chain goes on once: the successor's own successor is again one token.
    const successor = [...cookies][0]!;
    const next = await refresh(successor);
    const replay = await refresh(successor);
    expect(refreshCookieOf(replay.headers['set-cookie'])).toBe(
      refreshCookieOf(next.headers['set-cookie']),
    );
  });

  it('still ends the session when a used token comes back later (copied)', async () => {
    const member = await createMember(t);
    const rotated = await refresh(member.cookie);
    expect(rotated.status).toBe(200);
    clock.set(new Date(Date.now() + 11_000));
    const reused = await refresh(member.cookie);
    expect(reused.status).toBe(401);
    // The whole session is gone, the rotated token too.
    const successor = await refresh(refreshCookieOf(rotated.headers['set-cookie'])!);
    expect(successor.status).toBe(401);
  });
});
