import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app.js';

/** The code an authenticator app with this secret shows at `at`. */
export function totpCode(secret: string, at: Date | number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: typeof at === 'number' ? at : at.getTime(),
  });
}

/**
 * Enrols an authenticator app for a signed-in account over the REST contract
 * (`/api/auth/mfa/totp/setup`, then `/confirm` with a code of `at`).
 */
export async function enrolTotp(
  t: TestApp,
  token: string,
  at: Date | number = Date.now(),
): Promise<{ secret: string; otpauthUrl: string; recoveryCodes: string[] }> {
  const called = Date.now();
  const setup = await t.http
    .post('/api/auth/mfa/totp/setup')
    .set('authorization', `Bearer ${token}`);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const secret = setup.body.secret as string;
  // `at` is taken relative to the call (a step before "now" stays a step before) and the code
  // is not made in the last 3 s of a 30-s step: on a slow machine the confirm could otherwise
  // reach the server a step later, when a code of the previous step is two steps old.
  const offset = Number(at) - called;
  const intoStep = Date.now() % 30_000;
  if (intoStep > 27_000) await new Promise((resolve) => setTimeout(resolve, 30_100 - intoStep));
  const confirm = await t.http
    .post('/api/auth/mfa/totp/confirm')
    .set('authorization', `Bearer ${token}`)
    .send({ code: totpCode(secret, Date.now() + offset) });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${confirm.text}`);
  return { secret, otpauthUrl: setup.body.otpauth_url, recoveryCodes: confirm.body.recovery_codes };
}
