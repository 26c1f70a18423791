import { Injectable } from '@nestjs/common';
import {
  type FollowUpRegistrationRow,
  FollowUpRosterRepository,
  type FollowUpSessionRow,
} from './follow-up-roster.repository.js';

/** A session that has ended, as the follow-up (certificates, thanks) sees it. */
export interface FollowUpSession {
  id: string;
  workshopId: string;
  title: string;
  slug: string;
  format: string;
  location: string | null;
  learningObjectives: string[];
  startsAt: Date;
  endsAt: Date;
  /** The workshop's host (its creator); null once that account is gone. */
  hostId: string | null;
}

/** A confirmed registration of such a session. */
export interface FollowUpRegistration {
  id: string;
  sessionId: string;
  userId: string | null;
  name: string;
  email: string;
  locale: 'de' | 'en';
  /** A member's address, or a guest's that was confirmed: a typed name may go there. */
  addressProven: boolean;
}

/**
 * What the certificates module (which owns certificates and the follow-up records) may read of
 * sessions and registrations.
 */
@Injectable()
export class FollowUpRoster {
  constructor(private readonly rows: FollowUpRosterRepository) {}

  async sessionsEndedBetween(from: Date, to: Date): Promise<FollowUpSession[]> {
    return (await this.rows.endedBetween(from, to)).map(sessionOf);
  }

  async confirmedOf(sessionIds: string[]): Promise<FollowUpRegistration[]> {
    return (await this.rows.confirmedOf(sessionIds)).map(registrationOf);
  }
}

function sessionOf(row: FollowUpSessionRow): FollowUpSession {
  return {
    id: row.id,
    workshopId: row.workshop_id,
    title: row.title,
    slug: row.slug,
    format: row.format,
    location: row.location,
    learningObjectives: row.learning_objectives ?? [],
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    hostId: row.creator_id,
  };
}

function registrationOf(row: FollowUpRegistrationRow): FollowUpRegistration {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    locale: row.locale === 'en' ? 'en' : 'de',
    addressProven: row.user_id !== null || row.email_confirmed_at !== null,
  };
}
