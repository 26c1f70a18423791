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
