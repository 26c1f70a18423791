import { postJson } from '../../../shared/http/post-json';
import { type AuthSession, sessionFrom, verifySecondFactor } from './auth-client';

/** The browser half of WebAuthn, loaded only when a passkey is used. */
function webauthn() {
  return import('@simplewebauthn/browser');
}

function optionsOf(answer: unknown): Record<string, unknown> {
  if (typeof answer === 'object' && answer !== null && 'options' in answer) {
    const options = answer.options;
    if (typeof options === 'object' && options !== null) return options as Record<string, unknown>;
  }
  throw new Error('no passkey options');
}

export async function passkeysSupported(): Promise<boolean> {
  return (await webauthn()).browserSupportsWebAuthn();
}

/** Signs in with a passkey alone (no e-mail, no password). */
export async function signInWithPasskey(): Promise<AuthSession> {
  const { startAuthentication } = await webauthn();
  const answer = await postJson('/auth/passkey/options', {});
  const challengeToken = (answer as { challenge_token?: unknown }).challenge_token;
  const response = await startAuthentication({
    optionsJSON: optionsOf(answer) as never,
  });
  return sessionFrom(
    await postJson('/auth/passkey/verify', {
      challenge_token: challengeToken,
      response: JSON.stringify(response),
    }),
  );
}

/** A passkey as the second step after the password (or provider). */
export async function secondFactorWithPasskey(mfaToken: string): Promise<AuthSession> {
  const { startAuthentication } = await webauthn();
  const answer = await postJson('/auth/mfa/passkey-options', { mfa_token: mfaToken });
  const response = await startAuthentication({ optionsJSON: optionsOf(answer) as never });
  return verifySecondFactor(mfaToken, { passkeyResponse: JSON.stringify(response) });
}

/** Runs the browser's passkey creation for options from `passkeyRegistrationOptions`. */
export async function createPasskey(optionsJson: string): Promise<string> {
  const { startRegistration } = await webauthn();
  const response = await startRegistration({ optionsJSON: JSON.parse(optionsJson) as never });
  return JSON.stringify(response);
}

/** Runs the browser's passkey check for options from `secondFactorProofOptions`. */
export async function provePasskey(optionsJson: string): Promise<string> {
  const { startAuthentication } = await webauthn();
  const response = await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as never });
  return JSON.stringify(response);
}
