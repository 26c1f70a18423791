import { berlinDayOf, expandRecurrence } from '@platform/domain';
import { type EntityManager, MoreThan } from 'typeorm';
import { WorkshopSession } from './entities/workshop-session.entity.js';
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

export interface SessionPlan {
  workshopId: string;
  starts: Date[];
  durationMinutes: number;
  capacity: number;
}

export async function insertSessions(manager: EntityManager, plan: SessionPlan): Promise<void> {
  if (plan.starts.length === 0) return;
  await manager.getRepository(WorkshopSession).insert(
    plan.starts.map((startsAt) => ({
      workshopId: plan.workshopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + plan.durationMinutes * 60_000),
      capacity: plan.capacity,
    })),
  );
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
  manager: EntityManager,
  plan: SessionPlan,
  now: Date,
): Promise<void> {
  const sessions = manager.getRepository(WorkshopSession);
  await manager
    .createQueryBuilder()
    .delete()
    .from(WorkshopSession)
    .where(
      'workshop_id = :id AND starts_at > :now AND registered_count = 0 AND rule_starts_at IS NULL',
      { id: plan.workshopId, now },
    )
    .execute();
  await adjustFutureSessions(manager, plan, now);
  const kept = await sessions.find({
    where: { workshopId: plan.workshopId, startsAt: MoreThan(now) },
    select: { startsAt: true, ruleStartsAt: true },
  });
  const taken = new Set(
    kept.flatMap((session) => [session.startsAt.getTime(), session.ruleStartsAt?.getTime()]),
  );
  await insertSessions(manager, {
    ...plan,
    starts: plan.starts.filter((start) => start > now && !taken.has(start.getTime())),
  });
  // Kept sessions whose rule date the new rule no longer has are marked, so that the host
  // sees them and moves or cancels each one.
  await manager.query(
    `UPDATE workshop_sessions
        SET off_schedule = NOT (COALESCE(rule_starts_at, starts_at) = ANY($3::timestamptz[]))
      WHERE workshop_id = $1 AND starts_at > $2`,
    [plan.workshopId, now, plan.starts],
  );
}

/**
 * After a change of duration or capacity only: every future session keeps its date (moved
 * ones included) and takes the new length and capacity, never below its registrations.
 */
export async function adjustFutureSessions(
  manager: EntityManager,
  plan: SessionPlan,
  now: Date,
): Promise<void> {
  await manager.query(
    `UPDATE workshop_sessions
        SET capacity = GREATEST($3::int, registered_count),
            ends_at = starts_at + make_interval(mins => $4::int)
      WHERE workshop_id = $1 AND starts_at > $2`,
    [plan.workshopId, now, plan.capacity, plan.durationMinutes],
  );
}

/**
 * A one-off workshop's session moves with its start (and takes the new duration and
 * capacity): its registrations stay attached to it and move too. Answers false when there is
 * no single future session to move, so the caller regenerates instead.
 */
export async function moveOneOffSession(
  manager: EntityManager,
  plan: SessionPlan,
  now: Date,
): Promise<boolean> {
  const future = await manager.getRepository(WorkshopSession).find({
    where: { workshopId: plan.workshopId, startsAt: MoreThan(now) },
    select: { id: true },
  });
  if (future.length !== 1 || plan.starts.length !== 1) return false;
  const start = plan.starts[0];
  await manager.query(
    `UPDATE workshop_sessions
        SET starts_at = $2, ends_at = $3, capacity = GREATEST($4::int, registered_count),
            off_schedule = false
      WHERE id = $1`,
    [future[0].id, start, new Date(start.getTime() + plan.durationMinutes * 60_000), plan.capacity],
  );
  return true;
}
