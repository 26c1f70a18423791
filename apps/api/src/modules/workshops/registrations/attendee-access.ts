import { Injectable } from '@nestjs/common';
import { isOpenToVisitors, isUuid } from '@platform/domain';
import type { Tx } from '../../../core/database/sql-repository.js';
import { WorkshopsRepository } from '../hosting/workshops.repository.js';
import type { RegistrationStatus } from './entities/registration.entity.js';
import { CheckInRosterRepository } from './check-in-roster.repository.js';
import { GuestLinks } from './guest-links.service.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** A registration as feedback and materials see it (no e-mail, no price). */
export interface AttendeeRegistration {
  id: string;
  sessionId: string;
  workshopId: string;
  userId: string | null;
  name: string;
  status: RegistrationStatus;
  locale: 'de' | 'en';
}

/** A workshop as feedback and materials see it. */
export interface AttendeeWorkshop {
  id: string;
  slug: string;
  title: string;
  /** The host; null once that account is gone. */
  creatorId: string | null;
  /** Approved and open to visitors: its public ratings and comments may be shown to anyone. */
  openToVisitors: boolean;
}

/**
 * What the feedback and materials modules may read of registrations and workshops: a
 * registration its member or its guest link opens, a workshop's host, a member's registrations,
 * and the place where a workshop's rating figures are stored (`workshops.rating_*`).
 */
@Injectable()
export class WorkshopRatings {
  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly workshops: WorkshopsRepository,
    private readonly guestLinks: GuestLinks,
    private readonly roster: CheckInRosterRepository,
  ) {}

  /** The registration if it is this member's own; else null. */
  async registrationOfMember(id: string, userId: string): Promise<AttendeeRegistration | null> {
    const row = await this.registrations.byId(id);
    return row && row.user_id === userId ? registrationOf(row) : null;
  }

  /** The guest registration its link (the guest's token) opens; else null. */
  async registrationOfGuest(id: string, token: string): Promise<AttendeeRegistration | null> {
    const row = await this.registrations.byId(id);
    return row && this.guestLinks.tokenMatches(row, token) ? registrationOf(row) : null;
  }

  /** Any registration (for the server's own use, e.g. building a link). */
  async registration(id: string): Promise<AttendeeRegistration | null> {
    const row = await this.registrations.byId(id);
    return row ? registrationOf(row) : null;
  }

  async workshop(id: string): Promise<AttendeeWorkshop | null> {
    if (!isUuid(id)) return null;
    const w = await this.workshops.byId(id);
    return w
      ? {
          id: w.id,
          slug: w.slug,
          title: w.title,
          creatorId: w.creatorId,
          openToVisitors: w.isApproved && isOpenToVisitors(w),
        }
      : null;
  }

  /** The ids of an account's registrations (its data download, its erasure). */
  registrationIdsOfUser(userId: string): Promise<string[]> {
    return isUuid(userId) ? this.roster.idsOfUser(userId) : Promise.resolve([]);
  }

  /** The stored rating figures of every workshop that has any (to reconcile after erasures). */
  async rated(tx: Tx): Promise<Array<{ workshopId: string; count: number; sum: number }>> {
    return (await this.workshops.rated(tx)).map((r) => ({
      workshopId: r.id,
      count: r.rating_count,
      sum: r.rating_sum,
    }));
  }

  /** Stores a workshop's rating figures in the caller's transaction. */
  async store(tx: Tx, workshopId: string, count: number, sum: number): Promise<void> {
    await this.workshops.setRating(tx, workshopId, count, sum);
  }
}

function registrationOf(row: {
  id: string;
  session_id: string;
  workshop_id: string;
  user_id: string | null;
  name: string;
  status: RegistrationStatus;
  locale: 'de' | 'en';
}): AttendeeRegistration {
  return {
    id: row.id,
    sessionId: row.session_id,
    workshopId: row.workshop_id,
    userId: row.user_id,
    name: row.name,
    status: row.status,
    locale: row.locale,
  };
}
