import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checkInCodeOf, isUuid } from '@platform/domain';
import { MailAttachmentRenderers } from '../../mail/index.js';
import { CHECK_IN_QR_ATTACHMENT, checkInQrPng } from './check-in-code.js';
import {
  type CheckInRegistrationRow,
  CheckInRosterRepository,
  type CheckInSessionRow,
} from './check-in-roster.repository.js';
import type { RegistrationStatus } from './entities/registration.entity.js';

/** A session as the check-in desk sees it. */
export interface CheckInSession {
  id: string;
  workshopId: string;
  title: string;
  format: string;
  startsAt: Date;
  endsAt: Date;
  /** The workshop's host (its creator); null once that account is gone. */
  hostId: string | null;
}

/** A registration as the check-in desk sees it (no e-mail, no price). */
export interface CheckInRegistration {
  id: string;
  sessionId: string;
  workshopId: string;
  name: string;
  status: RegistrationStatus;
}

/** A registration by its personal join link, with its session and the (host's) video link. */
export interface JoinTarget extends CheckInRegistration {
  locale: 'de' | 'en';
  startsAt: Date;
  endsAt: Date;
  title: string;
  format: string;
  videoCallLink: string | null;
  workshopCancelled: boolean;
}

/** A confirmed registrant with the address (for the host's attendance list and CSV). */
export interface AttendanceRegistrant extends CheckInRegistration {
  email: string;
}

/**
 * What the check-in module (which owns the check-ins) may read of sessions and registrations,
 * and the renderer of the QR codes in the confirmation mails.
 */
@Injectable()
export class CheckInRoster implements OnModuleInit {
  constructor(
    private readonly rows: CheckInRosterRepository,
    private readonly renderers: MailAttachmentRenderers,
  ) {}

  onModuleInit(): void {
    this.renderers.register(CHECK_IN_QR_ATTACHMENT, (code) => checkInQrPng(code));
  }

  async session(sessionId: string): Promise<CheckInSession | null> {
    if (!isUuid(sessionId)) return null;
    const row = await this.rows.session(sessionId);
    return row ? sessionOf(row) : null;
  }

  /** The registration a scanned code names; null for anything that is not a known code. */
  async byCode(code: string): Promise<CheckInRegistration | null> {
    const clean = checkInCodeOf(code);
    if (!clean) return null;
    const row = await this.rows.byCode(clean);
    return row ? registrationOf(row) : null;
  }

  /** The registration a join link names; null for anything that is not a known link. */
  async byJoinCode(code: string): Promise<JoinTarget | null> {
    const clean = checkInCodeOf(code);
    if (!clean) return null;
    const row = await this.rows.byJoinCode(clean);
    if (!row) return null;
    return {
      ...registrationOf(row),
      locale: row.locale,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      title: row.title,
      format: row.format,
      videoCallLink: row.video_call_link,
      workshopCancelled: row.workshop_status === 'cancelled',
    };
  }

  async confirmedWithEmail(sessionId: string): Promise<AttendanceRegistrant[]> {
    return (await this.rows.confirmedWithEmail(sessionId)).map((r) => ({
      ...registrationOf(r),
      email: r.email,
    }));
  }

  /** A workshop's sessions with their confirmed seats, by start. */
  async sessionsOfWorkshop(
    workshopId: string,
  ): Promise<Array<{ id: string; startsAt: Date; endsAt: Date; confirmed: number }>> {
    if (!isUuid(workshopId)) return [];
    return (await this.rows.sessionsOfWorkshop(workshopId)).map((r) => ({
      id: r.id,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      confirmed: r.confirmed,
    }));
  }

  /** A workshop's host id (null: no host left); undefined when there is no such workshop. */
  async workshopHost(workshopId: string): Promise<string | null | undefined> {
    if (!isUuid(workshopId)) return undefined;
    return (await this.rows.workshopHost(workshopId))?.creator_id;
  }

  async registration(id: string): Promise<CheckInRegistration | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows.byId(id);
    return row ? registrationOf(row) : null;
  }

  /** The ids of an account's registrations (for its data download). */
  registrationIdsOfUser(userId: string): Promise<string[]> {
    return isUuid(userId) ? this.rows.idsOfUser(userId) : Promise.resolve([]);
  }

  /** The session's confirmed and cancelled registrations (the waitlist is not expected). */
  async ofSession(sessionId: string): Promise<CheckInRegistration[]> {
    return (await this.rows.ofSession(sessionId)).map(registrationOf);
  }
}

function sessionOf(row: CheckInSessionRow): CheckInSession {
  return {
    id: row.id,
    workshopId: row.workshop_id,
    title: row.title,
    format: row.format,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    hostId: row.creator_id,
  };
}

function registrationOf(row: CheckInRegistrationRow): CheckInRegistration {
  return {
    id: row.id,
    sessionId: row.session_id,
    workshopId: row.workshop_id,
    name: row.name,
    status: row.status,
  };
}
