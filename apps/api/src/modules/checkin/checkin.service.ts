import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canUndoCheckIn,
  CHECK_IN_LIMITS,
  checkInTime,
  type CheckInStatus,
  isEmailAddress,
  isWithinCheckInWindow,
  mailLink,
  normalizeEmail,
  WORKSHOP_PATHS,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { AuditLogService } from '../audit/index.js';
import { UsersService } from '../auth/index.js';
import { MailOutbox } from '../mail/index.js';
import {
  type CheckInRegistration,
  CheckInRoster,
  type CheckInSession,
} from '../workshops/index.js';
import { helperNamedMail } from './checkin-mails.js';
import { type CheckInRow, CheckinRepository } from './checkin.repository.js';
import type { CheckInMethod } from './entities/check-in.entity.js';

/** What a scan or a tap answers. */
export interface CheckInResult {
  status: CheckInStatus;
  /** The registrant's name; null for an unknown code or another workshop's registration. */
  name: string | null;
  /** When the person was checked in (also for "already checked in"). */
  checkedInAt: Date | null;
  /** Who checked them in (for "already checked in at 10:02 by …"). */
  checkedInBy: string | null;
  /** The registration, for undo; null unless it belongs to this session. */
  registrationId: string | null;
}

export type CheckInRole = 'host' | 'admin' | 'helper';

/** The check-in desk of one session: who may use it, the list, the counter, the helpers. */
export interface CheckInDesk {
  session: CheckInSession;
  role: CheckInRole;
  attendees: Array<CheckInRegistration & { checkIn: CheckInRow | null }>;
  checkedInCount: number;
  confirmedCount: number;
  /** Only for the host and admins (helpers do not see whom else the host named). */
  helpers: string[] | null;
}

/**
 * Checking people in at a session. Deny by default: the workshop's host, admins and the helpers
 * the host named by e-mail (an account with that verified address) may; everybody else gets
 * FORBIDDEN. Each registration is checked in at most once (the table's unique key), so two
 * devices scanning one code, or a queued offline scan sent again, count once.
 */
@Injectable()
export class CheckinService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: CheckinRepository,
    private readonly roster: CheckInRoster,
    private readonly clock: Clock,
    private readonly audit: AuditLogService,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
  ) {}

  /** The session and the caller's role there, or FORBIDDEN / CHECKIN_SESSION_NOT_FOUND. */
  async access(
    user: AuthenticatedUser,
    sessionId: string,
  ): Promise<{ session: CheckInSession; role: CheckInRole }> {
    const session = await this.roster.session(sessionId);
    if (!session) throw new DomainError('CHECKIN_SESSION_NOT_FOUND');
    if (user.role === 'ADMIN') return { session, role: 'admin' };
    if (session.hostId === user.id) return { session, role: 'host' };
    if (user.emailVerified && (await this.rows.isHelper(session.id, normalizeEmail(user.email))))
      return { session, role: 'helper' };
    throw new DomainError('FORBIDDEN');
  }

  /** A scanned code at this session. */
  async scan(
    user: AuthenticatedUser,
    sessionId: string,
    code: string,
    scannedAt?: Date | null,
  ): Promise<CheckInResult> {
    const { session } = await this.access(user, sessionId);
    const registration = await this.roster.byCode(code);
    return this.checkIn(user, session, registration, 'scan', scannedAt);
  }

  /** A tap on a name in the session's list. */
  async byName(
    user: AuthenticatedUser,
    sessionId: string,
    registrationId: string,
    scannedAt?: Date | null,
  ): Promise<CheckInResult> {
    const { session } = await this.access(user, sessionId);
    const registration = await this.roster.registration(registrationId);
    if (!registration || registration.sessionId !== session.id)
      throw new DomainError('CHECKIN_REGISTRATION_NOT_FOUND');
    return this.checkIn(user, session, registration, 'name', scannedAt);
  }

  /** Takes a check-in back within its first minute. */
  async undo(user: AuthenticatedUser, sessionId: string, registrationId: string): Promise<void> {
    const { session } = await this.access(user, sessionId);
    const registration = await this.roster.registration(registrationId);
    if (!registration || registration.sessionId !== session.id)
      throw new DomainError('CHECKIN_REGISTRATION_NOT_FOUND');
    const existing = await this.rows.ofRegistration(registration.id);
    if (!existing) throw new DomainError('CHECKIN_NOT_CHECKED_IN');
    const now = this.clock.now();
    if (!canUndoCheckIn(existing.created_at, now)) throw new DomainError('CHECKIN_UNDO_EXPIRED');
    const since = new Date(now.getTime() - CHECK_IN_LIMITS.undoSeconds * 1000);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.rows.deleteIfRecordedSince(registration.id, since, manager)))
        throw new DomainError('CHECKIN_UNDO_EXPIRED');
      await this.audit.record(
        {
          action: 'check_in.undone',
          target: { type: 'registration', id: registration.id },
          before: { sessionId: session.id, checkedInAt: existing.checked_in_at },
        },
        manager,
      );
    });
  }

  async desk(user: AuthenticatedUser, sessionId: string): Promise<CheckInDesk> {
    const { session, role } = await this.access(user, sessionId);
    const [registrations, checkIns] = await Promise.all([
      this.roster.ofSession(session.id),
      this.rows.ofSession(session.id),
    ]);
    const byRegistration = new Map(checkIns.map((c) => [c.registration_id, c]));
    const attendees = registrations.map((r) => ({
      ...r,
      checkIn: byRegistration.get(r.id) ?? null,
    }));
    return {
      session,
      role,
      attendees,
      checkedInCount: attendees.filter((a) => a.checkIn).length,
      confirmedCount: attendees.filter((a) => a.status === 'confirmed').length,
      helpers: role === 'helper' ? null : (await this.rows.helpers(session.id)).map((h) => h.email),
    };
  }

  async addHelper(user: AuthenticatedUser, sessionId: string, email: string): Promise<string[]> {
    const { session } = await this.hostAccess(user, sessionId);
    const clean = normalizeEmail(email);
    if (!isEmailAddress(clean)) throw new DomainError('CHECKIN_HELPER_EMAIL_INVALID');
    const helpers = await this.rows.helpers(session.id);
    if (
      !helpers.some((h) => h.email === clean) &&
      helpers.length >= CHECK_IN_LIMITS.helpersPerSession
    )
      throw new DomainError('CHECKIN_TOO_MANY_HELPERS');
    await this.dataSource.transaction(async (manager) => {
      const added = await this.rows.addHelper(session.id, clean, user.id, manager);
      // A newly named address is told, in its account's language if it has one.
      if (added) await this.tellHelper(session, added.email, added.created_at, user, manager);
    });
    return (await this.rows.helpers(session.id)).map((h) => h.email);
  }

  async removeHelper(user: AuthenticatedUser, sessionId: string, email: string): Promise<string[]> {
    const { session } = await this.hostAccess(user, sessionId);
    await this.rows.removeHelper(session.id, normalizeEmail(email));
    return (await this.rows.helpers(session.id)).map((h) => h.email);
  }

  /**
   * The sessions the caller was named a helper for that have not ended more than a day ago, by
   * start (the way to their check-in screens).
   */
  async sessionsHelpedBy(user: AuthenticatedUser): Promise<CheckInSession[]> {
    if (!user.emailVerified) return [];
    const ids = await this.rows.sessionsHelpedBy(normalizeEmail(user.email));
    const since = this.clock.now().getTime() - 86_400_000;
    const sessions = await Promise.all(ids.map((id) => this.roster.session(id)));
    return sessions
      .filter((s): s is CheckInSession => s !== null && s.endsAt.getTime() > since)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }

  private async tellHelper(
    session: CheckInSession,
    email: string,
    addedAt: Date,
    host: AuthenticatedUser,
    manager: Tx,
  ): Promise<void> {
    const account = await this.users.activeByEmail(email, manager);
    const locale = account?.locale ?? 'de';
    const url = mailLink(this.config.publicUrl, WORKSHOP_PATHS.checkIn, {
      params: { id: session.workshopId, sessionId: session.id },
      locale,
    });
    await this.outbox.enqueue(
      helperNamedMail({
        locale,
        to: email,
        name: account?.name ?? null,
        hostName: host.name,
        title: session.title,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        url,
      }),
      { key: `check-in-helper:${session.id}:${email}:${addedAt.toISOString()}`, manager },
    );
  }

  /**
   * Which of these registrations attended (have a row in `check_ins`, however it was recorded:
   * a scan, a tap, an online join or the host's hand): for the certificates after a session.
   */
  async attendedOf(registrationIds: string[]): Promise<Set<string>> {
    const rows = await this.rows.ofRegistrations(registrationIds);
    return new Set(rows.map((r) => r.registration_id));
  }

  /** Only the host and admins name helpers. */
  private async hostAccess(user: AuthenticatedUser, sessionId: string) {
    const access = await this.access(user, sessionId);
    if (access.role === 'helper') throw new DomainError('FORBIDDEN');
    return access;
  }

  private async checkIn(
    user: AuthenticatedUser,
    session: CheckInSession,
    registration: CheckInRegistration | null,
    method: CheckInMethod,
    scannedAt: Date | null | undefined,
  ): Promise<CheckInResult> {
    const none = { checkedInAt: null, checkedInBy: null };
    if (!registration || registration.status === 'waitlisted')
      return { status: 'not_registered', name: null, registrationId: null, ...none };
    if (registration.sessionId !== session.id)
      // Another date of the same workshop names the person (the host knows them); another
      // workshop's registration names nobody.
      return {
        status: 'wrong_session',
        name: registration.workshopId === session.workshopId ? registration.name : null,
        registrationId: null,
        ...none,
      };
    if (registration.status === 'cancelled')
      return {
        status: 'cancelled',
        name: registration.name,
        registrationId: registration.id,
        ...none,
      };
    const now = this.clock.now();
    const at = checkInTime(now, scannedAt);
    // Codes count only on the session's day, from two hours before the start to its end (a
    // tap on a name is the host's hand, e.g. marking attendance afterwards, and is not bound).
    if (method === 'scan' && !isWithinCheckInWindow(session.startsAt, session.endsAt, at))
      return { status: 'wrong_session', name: registration.name, registrationId: null, ...none };
    const { row, created } = await this.dataSource.transaction(async (manager) => {
      const result = await this.rows.insertOnce(
        {
          registrationId: registration.id,
          sessionId: session.id,
          checkedInAt: at,
          byId: user.id,
          byName: user.name,
          method,
          recordedAt: now,
        },
        manager,
      );
      if (result.created)
        await this.audit.record(
          {
            action: 'check_in.recorded',
            target: { type: 'registration', id: registration.id },
            after: { sessionId: session.id, checkedInAt: at, method },
          },
          manager,
        );
      return result;
    });
    return {
      status: created ? 'checked_in' : 'already_checked_in',
      name: registration.name,
      registrationId: registration.id,
      checkedInAt: row.checked_in_at,
      // Empty once the account that checked the person in was erased.
      checkedInBy: row.checked_in_by_name || null,
    };
  }
}
