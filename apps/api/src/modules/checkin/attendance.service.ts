import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import { toCsv } from '../../core/csv/csv.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { type AttendanceRegistrant, CheckInRoster } from '../workshops/index.js';
import { type CheckInRow, CheckinRepository } from './checkin.repository.js';
import { CheckinService } from './checkin.service.js';

/** One confirmed registrant on the host's attendance list. */
export interface AttendanceLine {
  registration: AttendanceRegistrant;
  checkIn: CheckInRow | null;
}

/** A session's figures: registered (confirmed), present, and no-shows once it is over. */
export interface SessionAttendanceStats {
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  registered: number;
  attended: number;
  /** Null until the session has ended. */
  noShows: number | null;
}

/**
 * The host's side of attendance: the list with ticks (hand-marked attendance, e.g. people who
 * joined by phone), the figures per session and per workshop, and the CSV. Only the workshop's
 * host and admins (helpers check people in at the door, nothing more). Every tick and untick is
 * written to the audit log in the same transaction.
 *
 * Ratings: the feedback module owns them; these figures carry none (a later `averageRating`
 * joins `SessionAttendanceStats` once that module exposes one).
 */
@Injectable()
export class AttendanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checkin: CheckinService,
    private readonly rows: CheckinRepository,
    private readonly roster: CheckInRoster,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** The session's confirmed registrants with their attendance (host and admins only). */
  async sheet(user: AuthenticatedUser, sessionId: string) {
    const { session } = await this.hostAccess(user, sessionId);
    const [registrants, checkIns] = await Promise.all([
      this.roster.confirmedWithEmail(session.id),
      this.rows.ofSession(session.id),
    ]);
    const byRegistration = new Map(checkIns.map((c) => [c.registration_id, c]));
    const lines: AttendanceLine[] = registrants.map((registration) => ({
      registration,
      checkIn: byRegistration.get(registration.id) ?? null,
    }));
    return { session, lines, canMark: this.clock.now() >= session.startsAt };
  }

  /**
   * Ticks or unticks one confirmed registrant (from the session's start on). Ticking someone
   * already present, or unticking someone absent, changes nothing and writes no entry.
   */
  async mark(
    user: AuthenticatedUser,
    sessionId: string,
    registrationId: string,
    attended: boolean,
  ): Promise<AttendanceLine> {
    const { session } = await this.hostAccess(user, sessionId);
    const registration = (await this.roster.confirmedWithEmail(session.id)).find(
      (r) => r.id === registrationId,
    );
    if (!registration) throw new DomainError('CHECKIN_REGISTRATION_NOT_FOUND');
    const now = this.clock.now();
    if (now < session.startsAt) throw new DomainError('CHECKIN_ATTENDANCE_TOO_EARLY');
    const target = { type: 'registration', id: registration.id };
    const checkIn = await this.dataSource.transaction(async (manager) => {
      if (attended) {
        const { row, created } = await this.rows.insertOnce(
          {
            registrationId: registration.id,
            sessionId: session.id,
            checkedInAt: now,
            byId: user.id,
            byName: user.name,
            method: 'hand',
            recordedAt: now,
          },
          manager,
        );
        if (created)
          await this.audit.record(
            { action: 'attendance.marked', target, after: { session_id: session.id } },
            manager,
          );
        return row;
      }
      const deleted = await this.rows.deleteOf(registration.id, manager);
      if (deleted)
        await this.audit.record(
          {
            action: 'attendance.unmarked',
            target,
            before: {
              session_id: session.id,
              method: deleted.method,
              checked_in_at: deleted.checked_in_at.toISOString(),
            },
          },
          manager,
        );
      return null;
    });
    return { registration, checkIn };
  }

  /** Per session of the workshop: registered, present, no-shows (host and admins only). */
  async workshopStats(user: AuthenticatedUser, workshopId: string) {
    const hostId = await this.roster.workshopHost(workshopId);
    // Someone else's workshop is "not found", as the workshops module answers beside it on the
    // registrants screen (one query: whichever resolver fails first speaks for the screen).
    if (hostId === undefined || (user.role !== 'ADMIN' && hostId !== user.id))
      throw new DomainError('CHECKIN_WORKSHOP_NOT_FOUND');
    const sessions = await this.roster.sessionsOfWorkshop(workshopId);
    const counts = await this.rows.countsOfSessions(sessions.map((s) => s.id));
    const now = this.clock.now();
    return sessions.map((s): SessionAttendanceStats => {
      const attended = counts.get(s.id) ?? 0;
      return {
        sessionId: s.id,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        registered: s.confirmed,
        attended,
        noShows: s.endsAt <= now ? Math.max(0, s.confirmed - attended) : null,
      };
    });
  }

  /** The session's attendance list as CSV (formula-safe, UTF-8 with BOM). */
  async csv(
    user: AuthenticatedUser,
    sessionId: string,
  ): Promise<{ filename: string; content: string }> {
    const { session, lines } = await this.sheet(user, sessionId);
    const ended = session.endsAt <= this.clock.now();
    const content = toCsv(
      ['name', 'email', 'status', 'checked_in_at', 'method'],
      lines.map(({ registration, checkIn }) => [
        registration.name,
        registration.email,
        checkIn ? 'attended' : ended ? 'no_show' : 'not_checked_in',
        checkIn?.checked_in_at.toISOString() ?? '',
        checkIn?.method ?? '',
      ]),
      // As the registrants CSV: semicolons, which German Excel splits on.
      { separator: ';' },
    );
    const day = session.startsAt.toISOString().slice(0, 10);
    return { filename: `attendance-${day}.csv`, content };
  }

  private async hostAccess(user: AuthenticatedUser, sessionId: string) {
    const access = await this.checkin.access(user, sessionId);
    if (access.role === 'helper') throw new DomainError('FORBIDDEN');
    return access;
  }
}
