import type { EntityManager } from 'typeorm';
import type { Tx } from '../../../core/database/sql-repository.js';
import type { Workshop } from '../entities/workshop.entity.js';
import type { SessionsRepository, SessionTimeRow } from './sessions.repository.js';

/** What registrants are told about when it changes. */
export const SESSION_CHANGE_KINDS = [
  'start',
  'duration',
  'format',
  'location',
  'videoCallLink',
] as const;
export type SessionChangeKind = (typeof SESSION_CHANGE_KINDS)[number];

/** A session's time and the workshop's place, as registrants know them. */
export interface SessionFacts {
  startsAt: Date;
  endsAt: Date;
  format: string;
  location: string | null;
  videoCallLink: string | null;
}

/** One future session whose registrants must hear about a change, with its new SEQUENCE. */
export interface SessionChange {
  sessionId: string;
  /** The session's iCalendar SEQUENCE after the change (always at least 1). */
  sequence: number;
  kinds: SessionChangeKind[];
  before: SessionFacts;
  after: SessionFacts;
  /** The host's words on why (a moved date), told to the registrants. */
  reason?: string | null;
}

/** A session that no longer takes place (cancelled by its host, or its workshop deleted). */
export interface CancelledSession {
  sessionId: string;
  /** The SEQUENCE of the cancellation (one above the session's last). */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Another module (the Academy's registrations) joins every schedule change: it runs inside the
 * changing transaction, so the mails it enqueues are sent only if the change commits.
 */
export interface WorkshopSessionListener {
  changed(workshop: Workshop, changes: SessionChange[], manager: EntityManager): Promise<void>;
  cancelled(
    workshop: Workshop,
    sessions: CancelledSession[],
    manager: EntityManager,
  ): Promise<void>;
}

/** The future sessions of a workshop, read before a change (to compare after it). */
export async function futureSessions(
  sessions: SessionsRepository,
  tx: Tx,
  workshopId: string,
  now: Date,
): Promise<Map<string, SessionTimeRow>> {
  const rows = await sessions.futureTimes(tx, workshopId, now);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Compares the future sessions before and after a change: each session that still exists and
 * whose time or place changed gets a higher SEQUENCE (stored) and is returned. New sessions and
 * removed ones (nobody had registered) are nobody's news.
 */
export async function recordSessionChanges(
  sessions: SessionsRepository,
  tx: Tx,
  before: Workshop,
  after: Workshop,
  sessionsBefore: Map<string, SessionTimeRow>,
  now: Date,
): Promise<SessionChange[]> {
  const sessionsAfter = await futureSessions(sessions, tx, after.id, now);
  const placeKinds: SessionChangeKind[] = [];
  if (before.format !== after.format) placeKinds.push('format');
  if ((before.location ?? null) !== (after.location ?? null)) placeKinds.push('location');
  if ((before.videoCallLink ?? null) !== (after.videoCallLink ?? null))
    placeKinds.push('videoCallLink');

  const changes: SessionChange[] = [];
  for (const [id, now_] of sessionsAfter) {
    const was = sessionsBefore.get(id);
    if (!was) continue;
    const kinds: SessionChangeKind[] = [];
    if (was.starts_at.getTime() !== now_.starts_at.getTime()) kinds.push('start');
    const wasLength = was.ends_at.getTime() - was.starts_at.getTime();
    if (wasLength !== now_.ends_at.getTime() - now_.starts_at.getTime()) kinds.push('duration');
    kinds.push(...placeKinds);
    if (kinds.length === 0) continue;
    const sequence = now_.sequence + 1;
    changes.push({
      sessionId: id,
      sequence,
      kinds,
      before: { ...placeOf(before), startsAt: was.starts_at, endsAt: was.ends_at },
      after: { ...placeOf(after), startsAt: now_.starts_at, endsAt: now_.ends_at },
    });
  }
  if (changes.length > 0)
    await sessions.raiseSequences(
      tx,
      changes.map((change) => change.sessionId),
    );
  return changes;
}

function placeOf(workshop: Workshop): Omit<SessionFacts, 'startsAt' | 'endsAt'> {
  return {
    format: workshop.format,
    location: workshop.location,
    videoCallLink: workshop.videoCallLink,
  };
}
