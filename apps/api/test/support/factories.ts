import { randomBytes } from 'node:crypto';
import { AdminBootstrapService } from '../../src/modules/auth/admin-bootstrap.service.js';
import type { TestApp } from './test-app.js';

export interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
  /** The `oiv_refresh=...` (on https `__Host-oiv_refresh=...`) cookie pair of this member's session. */
  cookie: string;
  /** The device cookie pair its sign-in left (`oiv_device=...`): a device known to the account. */
  device?: string;
}

export const STRONG_PASSWORD = 'Kaffee-am-Morgen-42';

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export function deviceCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => /^(__Host-)?oiv_device=[^;]/.test(c))?.split(';')[0];
}

export function refreshCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => /^(__Host-)?oiv_refresh=[^;]/.test(c));
  return found?.split(';')[0];
}

/**
 * A registered member, signed in (REST registration, then sign-in: registration itself starts
 * no session); `verified` marks the e-mail confirmed directly.
 */
export async function createMember(
  t: TestApp,
  options: {
    email?: string;
    name?: string;
    verified?: boolean;
    /** The caller's address (X-Forwarded-For, where the app trusts a proxy). */
    from?: string;
  } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const from = options.from ? { 'x-forwarded-for': options.from } : {};
  const registered = await t.http
    .post('/auth/register')
    .set(from)
    .send({
      email,
      password: STRONG_PASSWORD,
      name: options.name ?? 'Erika Muster',
      privacyConsent: true,
    });
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  const response = await t.http
    .post('/auth/login')
    .set(from)
    .send({ email, password: STRONG_PASSWORD });
  if (response.status !== 200)
    throw new Error(`sign-in after registration failed: ${response.status} ${response.text}`);
  if (options.verified)
    await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [
      response.body.user.id,
    ]);
  return {
    id: response.body.user.id,
    email,
    password: STRONG_PASSWORD,
    token: response.body.token,
    cookie: refreshCookieOf(response.headers['set-cookie'])!,
    device: deviceCookieOf(response.headers['set-cookie']),
  };
}

/** An admin account, signed in. */
export async function createAdmin(t: TestApp): Promise<Member> {
  const email = uniqueEmail('admin');
  await t.app.get(AdminBootstrapService).ensureAdmin(email, STRONG_PASSWORD);
  const response = await t.http.post('/auth/login').send({ email, password: STRONG_PASSWORD });
  return {
    id: response.body.user.id,
    email,
    password: STRONG_PASSWORD,
    token: response.body.token,
    cookie: refreshCookieOf(response.headers['set-cookie'])!,
  };
}

/** The link of a mail's call to action. */
export function linkIn(text: string | undefined, pathPart: string): string {
  const match = new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`).exec(
    text ?? '',
  );
  if (!match) throw new Error(`no ${pathPart} link in: ${text}`);
  return match[0];
}
