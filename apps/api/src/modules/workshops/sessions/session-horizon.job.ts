import { Injectable, type OnModuleInit } from '@nestjs/common';
import { berlinDayOf, expandRecurrence, RECURRENCE_MAX_OCCURRENCES } from '@platform/domain';
import { Clock } from '../../../core/clock/clock.js';
import { JobRegistry } from '../../../core/jobs/job-registry.js';
import { SessionsRepository } from './sessions.repository.js';

/** Open-ended recurring workshops always have sessions at least this far ahead. */
export const SESSION_HORIZON_MONTHS = 12;

/**
 * `workshop_session_horizon`, daily: a recurring workshop without an end date gets its next
 * sessions, so that it never runs out (at creation it gets a year's worth). The rule is
 * expanded from the last existing session, at most 200 new sessions per workshop and run (the
 * cap of the creation stays), and the (workshop, start) unique key makes a second run a no-op.
 */
@Injectable()
export class SessionHorizonJob implements OnModuleInit {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every({
      name: 'workshop_session_horizon',
      match: '15 3 * * *',
      run: () => this.run(),
    });
  }

  /** Returns how many sessions were added. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const target = new Date(now);
    target.setUTCMonth(target.getUTCMonth() + SESSION_HORIZON_MONTHS);
    target.setUTCDate(target.getUTCDate() + 7); // a week's slack: the job runs daily
    const workshops = await this.sessions.openEndedBefore(target);
    let added = 0;
    for (const w of workshops) {
      // The last session's rule date (a moved session counts at the date it stands in for) is
      // an occurrence of the rule, so expanding from it keeps the pattern.
      // One expansion reaches a year past its start; a horizon further behind (a long pause)
      // takes a few, within the 200 sessions a run may add per workshop.
      let last = w.last_start;
      let addedHere = 0;
      while (last < target && addedHere < RECURRENCE_MAX_OCCURRENCES) {
        const starts = expandRecurrence(w.recurrence_rule, last, {
          until: target,
          after: new Date(Math.max(last.getTime() + 60_000, now.getTime())),
          max: RECURRENCE_MAX_OCCURRENCES - addedHere,
        });
        if (starts.length === 0) break;
        // Skipped days (holidays, dates the host cancelled) are never offered again.
        const skipped = new Set(w.skipped_dates);
        const offered = starts.filter((start) => !skipped.has(berlinDayOf(start)));
        addedHere += await this.sessions.insertMissing(
          w.id,
          w.duration_minutes,
          w.max_participants,
          offered,
        );
        last = starts[starts.length - 1];
      }
      added += addedHere;
    }
    return added;
  }
}
