import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  buildIcs,
  CALENDAR_FEED_PATHS,
  ICS_TIME_ZONE,
  mailLink,
  type IcsEvent,
  type Locale,
} from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { hashSecret, UsersService } from '../auth/index.js';
import { BookingCalendarService } from '../booking/index.js';
import { WorkshopCalendarService } from '../workshops/index.js';
import {
  CalendarFeedsRepository,
  type CalendarFeedKind,
  type CalendarFeedRow,
} from './calendar-feeds.repository.js';

/** A member's private feed addresses (`https://`; the client shows the `webcal://` form too). */
export interface CalendarFeedAddresses {
  member: string;
  /** Null for a member without a consultant record. */
  consultant: string | null;
}

/**
 * Subscribable calendars: the Academy's public feed (all upcoming public sessions, or one
 * workshop's), a member's feed (registrations, bookings made with their verified address,
 * sessions they host) and a consultant's feed (their bookings). Entries come from the owning
 * modules with the UIDs and SEQUENCEs of their mails' calendar files.
 *
 * A private address carries a secret: the HMAC of the server secret over the owner, the kind
 * and a stored random nonce. Only the secret's SHA-256 is stored, for the lookup; the address can
 * be shown again (derived, never read back), and renewing draws a new nonce, so the old address
 * finds nothing (404, like a made-up one or one whose owner is gone).
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly users: UsersService,
    private readonly bookings: BookingCalendarService,
    private readonly workshops: WorkshopCalendarService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The member's addresses; the first view issues them. */
  async addresses(userId: string): Promise<CalendarFeedAddresses> {
    const member = await this.issue(userId, 'member', false);
    const consultant = (await this.bookings.isConsultant(userId))
      ? await this.issue(userId, 'consultant', false)
      : null;
    return { member, consultant };
  }

  /**
   * The member's feeds as they stand, for their data download: the private address (theirs to
   * see; the same address the feed box shows) and when it was issued. Issues nothing.
   */
  async exportOf(
    userId: string,
  ): Promise<Array<{ kind: string; address: string; created_at: Date }>> {
    const rows = await this.feeds.allOf(userId);
    return rows.map((row) => ({
      kind: row.kind,
      address: this.addressOf(row),
      created_at: row.created_at,
    }));
  }

  /** A new address for one of the member's feeds; the old one stops working at once. */
  async renew(userId: string, kind: CalendarFeedKind): Promise<CalendarFeedAddresses> {
    if (kind === 'consultant' && !(await this.bookings.isConsultant(userId)))
      throw new DomainError('CALENDAR_FEED_NOT_CONSULTANT');
    await this.issue(userId, kind, true);
    return this.addresses(userId);
  }

  /** The Academy's public feed, or one public workshop's (404 for any other slug). */
  async publicFeed(locale: Locale, slug?: string): Promise<string> {
    const events = await this.workshops.publicEvents(locale, slug);
    if (!events) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
    return this.calendar(events, locale === 'de' ? 'Akademie: Termine' : 'Academy: sessions');
  }

  /** The feed behind a private address; 404 for a made-up, renewed or orphaned one. */
  async privateFeed(secret: string): Promise<string> {
    const feed = /^[A-Za-z0-9_-]{43}$/.test(secret)
      ? await this.feeds.bySecretHash(hashSecret(secret))
      : undefined;
    const owner = feed ? await this.users.activeFacts(feed.user_id) : null;
    if (!feed || !owner) throw new DomainError('CALENDAR_FEED_NOT_FOUND');
    const locale = owner.locale;
    const de = locale === 'de';
    if (feed.kind === 'consultant') {
      if (!(await this.bookings.isConsultant(owner.id)))
        throw new DomainError('CALENDAR_FEED_NOT_FOUND');
      return this.calendar(
        await this.bookings.consultantEvents(owner.id, locale),
        de ? 'Meine Beratungstermine' : 'My consultations',
      );
    }
    const [workshops, visits] = await Promise.all([
      this.workshops.memberEvents(owner.id, locale),
      // A booking has no account: the address links it, once the account proved it.
      owner.emailVerifiedAt ? this.bookings.visitorEvents(owner.email, locale) : [],
    ]);
    return this.calendar([...workshops, ...visits], de ? 'Meine Termine' : 'My appointments');
  }

  private calendar(events: IcsEvent[], name: string): string {
    return buildIcs(events, {
      calendarName: name,
      timeZone: ICS_TIME_ZONE,
      productId: '-//Innovation Platform//Calendar feeds//DE',
    });
  }

  private async issue(userId: string, kind: CalendarFeedKind, renew: boolean): Promise<string> {
    const existing = renew ? undefined : await this.feeds.byOwner(userId, kind);
    const nonce = randomBytes(16).toString('base64url');
    const row =
      existing ??
      (await this.feeds.save(
        {
          user_id: userId,
          kind,
          nonce,
          secret_hash: hashSecret(this.secretOf({ user_id: userId, kind, nonce })),
        },
        renew,
      ));
    return this.addressOf(row);
  }

  private addressOf(row: CalendarFeedRow): string {
    return mailLink(this.config.publicUrl, CALENDAR_FEED_PATHS.private, {
      params: { secret: this.secretOf(row) },
    });
  }

  private secretOf(row: CalendarFeedRow): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`calendar-feed:${row.kind}:${row.user_id}:${row.nonce}`)
      .digest('base64url');
  }
}
