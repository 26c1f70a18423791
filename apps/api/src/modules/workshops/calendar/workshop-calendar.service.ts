import { Inject, Injectable } from '@nestjs/common';
import {
  hasVideoCall,
  joinLinkPath,
  mailLink,
  PARAM_ROUTES,
  type IcsEvent,
  type Locale,
} from '@platform/domain';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import {
  SessionCalendarRepository,
  type CalendarRegistrationRow,
  type CalendarSessionRow,
} from './session-calendar.repository.js';

/**
 * The workshops' entries of the calendar feeds. UIDs are the ones the mails' calendar files
 * use (`registration-<id>@<host>` for a registrant), so a subscribed feed and a mailed file
 * update the same entry; SEQUENCE is the session's (raised on every change registrants are
 * told about), one higher for a cancellation, as the cancelling mail's file has it.
 */
@Injectable()
export class WorkshopCalendarService {
  constructor(
    private readonly repository: SessionCalendarRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Upcoming public sessions (all, or one workshop's); null for an unknown workshop. */
  async publicEvents(locale: Locale, slug?: string): Promise<IcsEvent[] | null> {
    if (slug !== undefined && !(await this.repository.publicWorkshopExists(slug))) return null;
    const rows = await this.repository.publicSessions(new Date(), slug);
    // The public feed never carries a video link: that is for registrants.
    return rows.map((row) => this.sessionEvent(row, locale, { videoLink: null }));
  }

  /** A member's registrations and the sessions of the workshops they host. */
  async memberEvents(userId: string, locale: Locale): Promise<IcsEvent[]> {
    const now = new Date();
    const [registrations, hosted] = await Promise.all([
      this.repository.registrationsOf(userId, now),
      this.repository.hostedSessionsOf(userId, now),
    ]);
    const de = locale === 'de';
    return [
      ...registrations.map((row) => this.registrationEvent(row, locale)),
      ...hosted.map((row) => {
        const event = this.sessionEvent(row, locale, { videoLink: row.video_call_link });
        return { ...event, summary: de ? `Gastgeber: ${row.title}` : `Hosting: ${row.title}` };
      }),
    ];
  }

  private registrationEvent(row: CalendarRegistrationRow, locale: Locale): IcsEvent {
    const cancelled =
      row.cancelled ||
      row.registration_status === 'cancelled' ||
      row.workshop_status === 'cancelled';
    const waitlisted = row.registration_status === 'waitlisted';
    // A registrant's entry carries the personal join link, never the host's raw video link.
    const join =
      !cancelled && !waitlisted && row.join_code && hasVideoCall(row.format)
        ? new URL(joinLinkPath(row.join_code), this.config.publicUrl).toString()
        : null;
    const base = this.sessionEvent(row, locale, { videoLink: join });
    return {
      ...base,
      uid: `registration-${row.registration_id}@${this.host()}`,
      summary: waitlisted
        ? locale === 'de'
          ? `Warteliste: ${row.title}`
          : `Waitlist: ${row.title}`
        : row.title,
      status: cancelled ? 'CANCELLED' : waitlisted ? 'TENTATIVE' : 'CONFIRMED',
      // A kept entry of a cancelled session carries the cancellation's SEQUENCE already.
      sequence: row.sequence + (cancelled && !row.cancelled ? 1 : 0),
    };
  }

  private sessionEvent(
    row: CalendarSessionRow,
    locale: Locale,
    options: { videoLink: string | null },
  ): IcsEvent {
    const cancelled = row.cancelled || row.workshop_status === 'cancelled';
    const url = mailLink(this.config.publicUrl, PARAM_ROUTES.academyWorkshop, {
      params: { slug: row.slug },
      locale,
    });
    const online = row.format === 'online';
    const video = options.videoLink;
    return {
      uid: `session-${row.session_id}@${this.host()}`,
      start: row.starts_at,
      end: row.ends_at,
      summary: row.title,
      description: [video ?? '', url].filter(Boolean).join('\n'),
      location: online ? (video ?? 'Online') : (row.location ?? undefined),
      url,
      sequence: row.sequence + (cancelled && !row.cancelled ? 1 : 0),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    };
  }

  /** The host part of UIDs, as the registration mails write it. */
  private host(): string {
    return new URL(this.config.publicUrl).host;
  }
}
