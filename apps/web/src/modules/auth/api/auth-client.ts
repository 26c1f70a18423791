import { ApiRequestError, postJson } from '../../../shared/http/post-json';
import { getActiveLocale } from '../../../shared/i18n/stored-locale';
import { readSession, readUser, type AuthUser } from './auth-user';
import { hasSessionCookie } from './session-cookie';

/**
 * The access token lives in memory only; the refresh token is an http-only cookie that only
 * `/auth/refresh` reads. Plain fetch (no GraphQL client), so the marketing pages stay small.
 */
let accessToken: string | null = null;
let sessionLost = false;

export interface AuthSession {
  token: string;
  user: AuthUser;
}

type SessionListener = (session: AuthSession | null) => void;
/** `hadSession`: a session existed and has now expired (else sign-in was simply required). */
type UnauthorizedListener = (hadSession: boolean) => void;

const sessionListeners = new Set<SessionListener>();
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function getAccessToken(): string | null {
  return accessToken;
}

/** Sets (or clears) the session and tells the AuthProvider. */
export function setSession(session: AuthSession | null): void {
  accessToken = session?.token ?? null;
  if (session) sessionLost = false;
  for (const listener of sessionListeners) listener(session);
}

export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** Called when a 401 could not be fixed by a refresh ("Authentication required"). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the AuthProvider that a request needed a session that could not be restored. */
export function reportUnauthorized(hadSession: boolean): void {
  for (const listener of unauthorizedListeners) listener(hadSession);
}

let pendingRefresh: Promise<AuthSession | null> | null = null;

/**
 * Whether the last failed refresh ended a session this browser had (the `has_session`
 * cookie was there) rather than finding none. Read once: a protected page then shows
 * "Sitzung abgelaufen" before it sends the member to sign in.
 */
export function takeSessionLost(): boolean {
  const lost = sessionLost;
  sessionLost = false;
  return lost;
}

async function refreshOnce(): Promise<AuthSession | null> {
  const response = await fetch('/auth/refresh', {
    method: 'POST',
    credentials: 'same-origin',
    // The server rotates the cookie on every refresh. Should the member navigate away while
    // the request is on its way, the browser still completes it and stores the new cookie;
    // without this the rotated-away token would come back on the next page and, taken for a
    // copied one, end the whole session.
    keepalive: true,
    headers: { accept: 'application/json', 'x-locale': getActiveLocale() },
  });
  if (!response.ok) return null;
  const session = readSession(await response.json().catch(() => null));
  return session;
}

/**
 * Trades the refresh cookie for a new access token. One refresh at a time in this tab, and,
 * where the browser has Web Locks, across tabs (the cookie rotates on every refresh).
 * Resolves with the new session or `null`; a failure is logged and clears the session.
 */
export function refresh(): Promise<AuthSession | null> {
  pendingRefresh ??= (async () => {
    // A token in memory means this tab had a session; the cookie says the browser had one.
    const hadSession = accessToken !== null;
    const hadCookie = hasSessionCookie();
    try {
      if (!hadSession && !hadCookie) {
        setSession(null);
        return null;
      }
      const run = () => refreshOnce();
      const session =
        typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
          ? await navigator.locks.request('oiv-refresh', run)
          : await run();
      if (session) setSession(session);
      else endLostSession(hadSession, hadCookie);
      return session;
    } catch (error) {
      console.warn('[auth] The session could not be refreshed.', error);
      endLostSession(hadSession, hadCookie);
      return null;
    } finally {
      pendingRefresh = null;
    }
  })();
  return pendingRefresh;
}

/**
 * A session that could not be renewed. While the member was working (a token in memory),
 * listeners hear "unauthorized" in the same step, so the banner shows before any protected
 * page reacts to the ended session; otherwise the session is noted as lost for the page.
 */
function endLostSession(hadSession: boolean, hadCookie: boolean): void {
  if (hadSession) {
    reportUnauthorized(true);
    // Nobody listening (no AuthProvider): the session still ends.
    if (accessToken !== null) setSession(null);
    return;
  }
  sessionLost = hadCookie;
  setSession(null);
}

function withAuth(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  headers.set('x-locale', getActiveLocale());
  return { credentials: 'same-origin', ...init, headers };
}

/**
 * fetch with the bearer token. On a 401 the token is refreshed once and the request retried;
 * if that fails the session ends and listeners hear "unauthorized".
 */
export async function authFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const sentWith = accessToken;
  const response = await fetch(input, withAuth(init, sentWith));
  if (response.status !== 401) return response;
  const session = await refresh();
  if (!session) {
    reportUnauthorized(sentWith !== null);
    throw new ApiRequestError('Authentication required', 401);
  }
  return fetch(input, withAuth(init, session.token));
}

/** The signed-in user's record (`GET /auth/me`). */
export async function fetchMe(): Promise<AuthUser> {
  const response = await authFetch('/auth/me');
  const body: unknown = await response.json().catch(() => null);
  const user = readUser(body);
  if (!response.ok || !user) {
    throw new ApiRequestError(`HTTP ${response.status}: ${response.statusText}`, response.status);
  }
  return user;
}

function requireSession(payload: unknown): AuthSession {
  const session = readSession(payload);
  if (!session) throw new ApiRequestError('Unexpected answer', 500);
  setSession(session);
  return session;
}

/** The password was right; the account's second factor has to follow (`verifySecondFactor`). */
export interface SecondFactorStep {
  mfaToken: string;
}

export function isSecondFactorStep(value: unknown): value is SecondFactorStep {
  return typeof value === 'object' && value !== null && 'mfaToken' in value;
}

export async function login(
  email: string,
  password: string,
): Promise<AuthSession | SecondFactorStep> {
  const answer = await postJson('/auth/login', { email, password });
  const mfaToken =
    typeof answer === 'object' && answer !== null && 'mfa_token' in answer
      ? answer.mfa_token
      : undefined;
  if (typeof mfaToken === 'string') return { mfaToken };
  return requireSession(answer);
}

/** The second step: an app code, a recovery code, or a passkey's answer (JSON). */
export async function verifySecondFactor(
  mfaToken: string,
  proof: { code: string } | { passkeyResponse: string },
): Promise<AuthSession> {
  return requireSession(
    await postJson('/auth/mfa/verify', {
      mfa_token: mfaToken,
      ...('code' in proof ? { code: proof.code } : { passkey_response: proof.passkeyResponse }),
    }),
  );
}

/** A finished sign-in answer (`{ token, user }`) from another endpoint (passkeys). */
export function sessionFrom(answer: unknown): AuthSession {
  return requireSession(answer);
}

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  company?: string;
  privacyConsent: boolean;
  newsletterConsent?: boolean;
}

/**
 * Registers, then signs in with the same address and password. The server answers a taken
 * address exactly like a new one (and mails its owner), so only the sign-in tells them
 * apart: when it is refused the answer is undefined and the screen asks to check the inbox.
 */
export async function register(input: RegisterInput): Promise<AuthSession | undefined> {
  await postJson('/auth/register', input);
  try {
    const signedIn = await login(input.email, input.password);
    // A taken address whose owner has a second factor: the same answer as a refused sign-in.
    return isSecondFactorStep(signedIn) ? undefined : signedIn;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return undefined;
    throw error;
  }
}

/** Redeems the one-time token of a provider sign-in. */
export async function redeemOAuthToken(token: string): Promise<AuthSession> {
  return requireSession(await postJson('/api/auth/oauth-callback', { token }));
}

/** "E-mail me a sign-in link": the server answers the same for every address. */
export async function requestSignInLink(email: string): Promise<void> {
  await postJson('/api/auth/sign-in-link', { email });
}

/** Redeems the mailed one-time sign-in link (once); this device is known from then on. */
export async function redeemSignInLink(token: string): Promise<AuthSession> {
  return requireSession(await postJson('/api/auth/redeem-sign-in-link', { token }));
}

/** Ends the session on the server (the refresh cookie) and here. */
export async function logout(): Promise<void> {
  try {
    await fetch('/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: withAuth({}, accessToken).headers,
    });
  } catch (error) {
    console.warn('[auth] Logout request failed.', error);
  } finally {
    setSession(null);
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await postJson('/api/auth/request-reset', { email });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postJson('/api/auth/reset', { token, newPassword });
}

export async function resendVerification(email: string): Promise<void> {
  await postJson('/api/auth/resend-verification', { email });
}

export type OAuthProvider = 'google' | 'github' | 'microsoft';
export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'github', 'microsoft'];

export function isOAuthProvider(value: string | null): value is OAuthProvider {
  return OAUTH_PROVIDERS.some((provider) => provider === value);
}

/** The providers the server has configured; `null` if that could not be learned. */
export async function fetchProviders(): Promise<readonly OAuthProvider[] | null> {
  try {
    const response = await fetch('/api/auth/providers', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const list =
      typeof body === 'object' && body !== null && 'providers' in body ? body.providers : null;
    if (!Array.isArray(list)) return null;
    return OAUTH_PROVIDERS.filter((provider) => list.includes(provider));
  } catch (error) {
    console.warn('[auth] Could not load the sign-in providers.', error);
    return null;
  }
}
