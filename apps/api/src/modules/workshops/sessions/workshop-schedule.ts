import { berlinDayOf, expandRecurrence } from '@platform/domain';
import type { Tx } from '../../../core/database/sql-repository.js';
import type { SessionPlan, SessionsRepository } from './sessions.repository.js';
import type { Schedule } from '../workshop-rules.js';

/**
 * Every session start of a schedule from its first start on: one for a one-off workshop, or
 * the rule's occurrences in Berlin wall-clock time up to the end date or the horizon.
 */
export function scheduleStarts(
  startsAt: Date,
  schedule: Schedule,
  skippedDates: readonly string[] = [],
): Date[] {
  if (!schedule.rule) return [startsAt];
  const skipped = new Set(skippedDates);
  return expandRecurrence(schedule.rule, startsAt, { until: schedule.endsAt ?? undefined }).filter(
    (start) => !skipped.has(berlinDayOf(start)),
  );
}

export async function insertSessions(
  sessions: SessionsRepository,
  tx: Tx,
  plan: SessionPlan,
): Promise<void> {
  if (plan.starts.length === 0) return;
  await sessions.insertMany(tx, plan);
}

/**
 * After a change of the rule itself (its start, repetition, end date or skipped days): future
 * sessions nobody registered for, and that the host did not move, are replaced by the new
 * plan; future sessions with registrations stay where they are (people planned for them), and
 * a moved session stays where the host put it, its rule date counting as taken. Past sessions
 * are history and stay untouched. (A table that references sessions, such as registrations,
 * must let a session without active registrations go: cascade, or keep the count of active
 * ones in `registered_count` so that such sessions are never deleted here.)
 */
export async function regenerateFutureSessions(
  sessions: SessionsRepository,
  tx: Tx,
  plan: SessionPlan,
  now: Date,
): Promise<void> {
  await sessions.deleteFreeFuture(tx, plan.workshopId, now, plan.starts);
  await adjustFutureSessions(sessions, tx, plan, now);
  const kept = await sessions.futureStarts(tx, plan.workshopId, now);
  const taken = new Set(
    kept.flatMap((session) => [session.startsAt.getTime(), session.ruleStartsAt?.getTime()]),
  );
  await insertSessions(sessions, tx, {
    ...plan,
    starts: plan.starts.filter((start) => start > now && !taken.has(start.getTime())),
  });
  // Kept sessions whose rule date the new rule no longer has are marked, so that the host
  // sees them and moves or cancels each one.
  await sessions.markOffSchedule(tx, plan.workshopId, now, plan.starts);
}

/**
 * After a change of duration or capacity only: every future session keeps its date (moved
 * ones included) and takes the new length and capacity, never below its registrations.
 */
export async function adjustFutureSessions(
  sessions: SessionsRepository,
  tx: Tx,
  plan: SessionPlan,
  now: Date,
): Promise<void> {
  await sessions.resizeFuture(tx, plan.workshopId, now, plan.capacity, plan.durationMinutes);
}

/**
 * A one-off workshop's session moves with its start (and takes the new duration and
 * capacity): its registrations stay attached to it and move too. Answers false when there is
 * no single future session to move, so the caller regenerates instead.
 */
export async function moveOneOffSession(
  sessions: SessionsRepository,
  tx: Tx,
  plan: SessionPlan,
  now: Date,
): Promise<boolean> {
  const future = await sessions.futureIds(tx, plan.workshopId, now);
  if (future.length !== 1 || plan.starts.length !== 1) return false;
  const start = plan.starts[0];
  await sessions.moveTo(
    tx,
    future[0],
    start,
    new Date(start.getTime() + plan.durationMinutes * 60_000),
    plan.capacity,
  );
  return true;
}
