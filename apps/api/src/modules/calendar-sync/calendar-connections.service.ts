import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { Clock } from '../../core/clock/clock.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { BookingCalendarService } from '../booking/index.js';
import { CaldavClient, type DiscoveredCalendar, hostOf } from './caldav-client.js';
import { calendarAddress } from './calendar-address.js';
import {
  CalendarConnectionsRepository,
  type ConnectionRow,
} from './calendar-connections.repository.js';
import { CalendarFailure, PROBLEM_ERRORS } from './calendar-problem.js';
import { CalendarSyncService } from './calendar-sync.service.js';
import type {
  CaldavAccountInput,
  ConnectCaldavCalendarInput,
  ConnectIcalCalendarInput,
} from './dto/calendar-connection.inputs.js';
import type {
  CalendarConnectionModel,
  CalendarDisconnectionModel,
} from './models/calendar-connection.model.js';

const HOUR = 3_600_000;

/**
 * Connecting a consultant's own calendar: the consultant for themself, admins for any
 * consultant. A calendar is stored only once it was read successfully; the password or secret
 * address is sealed with `CALENDAR_SECRET_KEY`.
 */
@Injectable()
export class CalendarConnectionsService {
  private readonly logger = new Logger('CalendarSync');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly connections: CalendarConnectionsRepository,
    private readonly sync: CalendarSyncService,
    private readonly bookings: BookingCalendarService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mine(user: AuthenticatedUser): Promise<CalendarConnectionModel | null> {
    const consultantId = await this.bookings.consultantIdOf(user.id);
    if (!consultantId) throw new DomainError('CALENDAR_NOT_CONSULTANT');
    const row = await this.connections.ofConsultant(consultantId);
    return row ? modelOf(row) : null;
  }

  /** Admins: every connected calendar. */
  async all(consultantIds: string[]): Promise<CalendarConnectionModel[]> {
    return (await this.connections.ofConsultants(consultantIds)).map(modelOf);
  }

  async discover(
    user: AuthenticatedUser,
    input: CaldavAccountInput,
  ): Promise<DiscoveredCalendar[]> {
    await this.consultantFor(user, input.consultantId);
    await this.limit(user);
    const server = calendarAddress(input.serverUrl, !this.config.isProduction, 'serverUrl');
    const calendars = await this.calling(() =>
      new CaldavClient({ username: input.username, password: input.password }).discover(
        server.href,
      ),
    );
    if (calendars.length === 0) throw new DomainError('CALENDAR_NONE_FOUND');
    return calendars;
  }

  async connectCaldav(
    user: AuthenticatedUser,
    input: ConnectCaldavCalendarInput,
  ): Promise<CalendarConnectionModel> {
    const consultantId = await this.consultantFor(user, input.consultantId);
    const calendars = await this.discover(user, input);
    const chosen = calendars.find((c) => c.url === input.calendarUrl);
    if (!chosen) {
      throw new DomainError('CALENDAR_NOT_OFFERED', {
        fields: { calendarUrl: 'CALENDAR_NOT_OFFERED' },
      });
    }
    return this.store(user, consultantId, {
      kind: 'caldav',
      calendarUrl: chosen.url,
      calendarName: chosen.name,
      username: input.username,
      secret: input.password,
    });
  }

  async connectIcal(
    user: AuthenticatedUser,
    input: ConnectIcalCalendarInput,
  ): Promise<CalendarConnectionModel> {
    const consultantId = await this.consultantFor(user, input.consultantId);
    await this.limit(user);
    const address = calendarAddress(input.url, !this.config.isProduction, 'url');
    return this.store(user, consultantId, {
      kind: 'ical',
      // Only the host is kept in the clear: the path is the secret.
      calendarUrl: address.origin,
      calendarName: address.hostname,
      username: null,
      secret: address.href,
    });
  }

  /**
   * Disconnects the calendar; a CalDAV calendar's booking entries are deleted from it (best
   * effort: the answer says whether they are gone or left there).
   */
  async disconnect(
    user: AuthenticatedUser,
    consultantIdInput?: string,
  ): Promise<CalendarDisconnectionModel> {
    const consultantId = await this.consultantFor(user, consultantIdInput);
    const removed = await this.connections.remove(consultantId);
    if (!removed) return { disconnected: false, oldCalendarEntries: null };
    this.logger.log({ consultantId, by: user.id }, 'calendar disconnected');
    return {
      disconnected: true,
      oldCalendarEntries:
        removed.kind === 'caldav' ? await this.sync.removeOwnEntries(removed) : null,
    };
  }

  /** Reads the calendar once (so a wrong password is said at once), then keeps it. */
  private async store(
    user: AuthenticatedUser,
    consultantId: string,
    calendar: {
      kind: 'caldav' | 'ical';
      calendarUrl: string;
      calendarName: string;
      username: string | null;
      secret: string;
    },
  ): Promise<CalendarConnectionModel> {
    const id = randomUUID();
    const now = this.clock.now();
    const previous = await this.connections.ofConsultant(consultantId);
    const busy = await this.calling(() =>
      this.sync.read(
        {
          id,
          kind: calendar.kind,
          calendar_url: calendar.calendarUrl,
          username: calendar.username,
          secret_sealed: '',
        },
        now,
        calendar.secret,
      ),
    );
    // The bookings made before the calendar was connected go into it too.
    const earlier =
      calendar.kind === 'caldav' ? await this.bookings.upcomingIdsOf(consultantId, now) : [];
    await this.dataSource.transaction(async (tx) => {
      await this.connections.replace(
        tx,
        {
          id,
          consultantId,
          kind: calendar.kind,
          calendarUrl: calendar.calendarUrl,
          calendarName: calendar.calendarName,
          username: calendar.username,
          secretSealed: this.sync.seal(calendar.secret, id),
        },
        busy,
        now,
      );
      for (const bookingId of earlier) await this.sync.bookingChanged(tx, consultantId, bookingId);
    });
    this.logger.log({ consultantId, kind: calendar.kind, by: user.id }, 'calendar connected');
    // A CalDAV calendar given up for another one loses the entries written into it.
    const switched =
      previous?.kind === 'caldav' &&
      !(calendar.kind === 'caldav' && calendar.calendarUrl === previous.calendar_url);
    const oldCalendarEntries = switched ? await this.sync.removeOwnEntries(previous) : null;
    const row = await this.connections.ofConsultant(consultantId);
    if (!row) throw new Error('connection vanished');
    return { ...modelOf(row), oldCalendarEntries };
  }

  /** The consultant the caller may act for: their own record, or any one for admins. */
  private async consultantFor(user: AuthenticatedUser, consultantId?: string): Promise<string> {
    const own = await this.bookings.consultantIdOf(user.id);
    if (!consultantId || consultantId === own) {
      if (!own) throw new DomainError('CALENDAR_NOT_CONSULTANT');
      return own;
    }
    if (user.role !== 'ADMIN') throw new DomainError('FORBIDDEN');
    if (!(await this.bookings.consultant(consultantId))) {
      throw new DomainError('CONSULTANT_NOT_FOUND');
    }
    return consultantId;
  }

  /** Each try reaches out to a server the caller names: a few per hour. */
  private limit(user: AuthenticatedUser): Promise<void> {
    return this.limiter.hit('calendar-connect:user', user.id, { limit: 30, windowMs: HOUR });
  }

  private async calling<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CalendarFailure) throw new DomainError(PROBLEM_ERRORS[error.problem]);
      throw error;
    }
  }
}

function modelOf(row: ConnectionRow): CalendarConnectionModel {
  return {
    consultantId: row.consultant_id,
    kind: row.kind,
    calendarName: row.calendar_name,
    host: hostOf(row.calendar_url),
    username: row.username,
    writesBookings: row.kind === 'caldav',
    status: row.problem ? 'failing' : 'connected',
    problem: row.problem,
    problemAt: row.problem_at,
    lastSyncedAt: row.last_synced_at,
    oldCalendarEntries: null,
  };
}
