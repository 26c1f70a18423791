import { ApiRequestError, postJson } from '../../../app/http/post-json';
import { getActiveLocale } from '../../../app/i18n/stored-locale';
import { authFetch } from '../../auth/api/auth-client';

export interface GuestRegistrationView {
  id: string;
  status: string;
  workshop: { id: string; slug: string; title: string } | null;
  session: { id: string; starts_at: string; ends_at: string } | null;
}

async function readRegistration(response: Response): Promise<GuestRegistrationView> {
  const body = (await response.json().catch(() => null)) as {
    registration?: GuestRegistrationView;
    error?: { message?: string };
  } | null;
  if (!response.ok || !body?.registration) {
    throw new ApiRequestError(
      body?.error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
      response.status,
    );
  }
  return body.registration;
}

/**
 * A member's registration for the workshop's next session (REST with the bearer token, so it
 * works wherever the member is signed in). Rejects with the server's message.
 */
export async function registerMember(
  workshopId: string,
  notes: string,
  joinWaitlist: boolean,
): Promise<GuestRegistrationView> {
  const response = await authFetch(`/api/workshops/${encodeURIComponent(workshopId)}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registration_notes: notes || undefined,
      join_waitlist: joinWaitlist || undefined,
    }),
  });
  return readRegistration(response);
}

/** What the guest's cancel link shows (changes nothing). */
export async function fetchGuestRegistration(
  id: string,
  token: string,
): Promise<GuestRegistrationView> {
  const response = await fetch(
    `/api/workshops/registrations/${encodeURIComponent(id)}/guest-cancel?token=${encodeURIComponent(token)}`,
    { headers: { accept: 'application/json', 'x-locale': getActiveLocale() } },
  );
  return readRegistration(response);
}

export async function cancelGuestRegistration(
  id: string,
  token: string,
  reason: string,
): Promise<void> {
  await postJson(`/api/workshops/registrations/${encodeURIComponent(id)}/guest-cancel`, {
    token,
    cancellation_reason: reason || undefined,
  });
}

export interface MyRegistration extends GuestRegistrationView {
  price_cents: number;
  cancellation_reason: string | null;
}

async function readJsonOrThrow(response: Response): Promise<unknown> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) {
    throw new ApiRequestError(
      body?.error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
      response.status,
    );
  }
  return body;
}

/** The signed-in member's registrations, newest session first. */
export async function fetchMyRegistrations(): Promise<MyRegistration[]> {
  const body = (await readJsonOrThrow(await authFetch('/api/workshops/me/registrations'))) as {
    registrations?: MyRegistration[];
  };
  return body.registrations ?? [];
}

/** Cancels one of the member's registrations; the seat goes back (or to the waitlist). */
export async function cancelMyRegistration(id: string, reason: string): Promise<void> {
  await readJsonOrThrow(
    await authFetch(`/api/workshops/registrations/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled', cancellation_reason: reason || undefined }),
    }),
  );
}
