import { expect } from '@playwright/test';

const fixtures = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 4311}/fixtures`;

/**
 * A start on a full minute `minutes` from now (a date that may be created and registered for);
 * journeys then move it to "begun a minute ago" with `sessionStartsNow`, so they neither wait
 * for the clock nor depend on the time of day.
 */
export function startingIn(minutes: number): Date {
  return new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
}

/** Moves a session to have begun a minute ago (same length), through the journeys' server. */
export async function sessionStartsNow(sessionId: string): Promise<void> {
  const moved = await fetch(`${fixtures}/session-starts-now`, {
    method: 'POST',
    body: JSON.stringify({ sessionId }),
  });
  expect(moved.ok).toBe(true);
}
