import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { buildIcs } from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { Clock } from '../../core/clock/clock.js';
import type { Tx } from '../../core/database/sql-repository.js';
import { addJob } from '../../core/jobs/job-queue.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { UsersService } from '../auth/index.js';
import {
  BookingCalendarHooks,
  BookingCalendarService,
  type ExternalCalendarSource,
} from '../booking/index.js';
import { type BusyRange, busyTimesOf } from './busy-times.js';
import { CaldavClient } from './caldav-client.js';
import { fetchIcal } from './calendar-address.js';
import { CalendarFailure } from './calendar-problem.js';
import { CalendarSecretBox } from './calendar-secret-box.js';
import {
  CalendarConnectionsRepository,
  type ConnectionRow,
} from './calendar-connections.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A calendar is read at most this often (the slot picker asks more often). */
export const READ_EVERY_MS = 5 * MINUTE;
/** How long a visitor's slot list waits for a fresh read before the cache answers. */
const VISITOR_WAIT_MS = 1500;
/** Busy times are read from yesterday up to a year ahead (the longest booking horizon). */
const READ_BACK_MS = DAY;
const READ_AHEAD_MS = 366 * DAY;

/** Tidying a calendar no longer connected waits at most this long for each answer. */
const TIDY_TIMEOUT_MS = 5000;

export const WRITE_BOOKING_TASK = 'calendar_write_booking';
const REFRESH_JOB = 'calendar_refresh';

/**
 * Keeps each consultant's own calendar and their bookings in step: busy times read into a cache
 * (at most every five minutes: when the slot picker asks, and by a scheduled refresh), checked
 * again inside the booking's transaction; every booking written into a CalDAV calendar, moved
 * and deleted with it, through the job queue (retries with back-off; a failing calendar never
 * holds up a booking). A failed read or write is kept on the connection for the consultant and
 * the admins; the last known busy times stay in force.
 */
@Injectable()
export class CalendarSyncService implements ExternalCalendarSource, OnModuleInit {
  private readonly logger = new Logger('CalendarSync');
  private readonly box: CalendarSecretBox;
  private readonly reading = new Map<string, Promise<void>>();

  constructor(
    private readonly connections: CalendarConnectionsRepository,
    private readonly bookings: BookingCalendarService,
    private readonly hooks: BookingCalendarHooks,
    private readonly users: UsersService,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new CalendarSecretBox(config.calendarSecretKey);
  }

  onModuleInit(): void {
    this.hooks.use(this);
    this.jobs.task(WRITE_BOOKING_TASK, (payload) =>
      this.writeBooking(payload as { bookingId: string; consultantId: string }),
    );
    this.jobs.every({ name: REFRESH_JOB, match: '*/5 * * * *', run: () => this.refreshStale() });
  }

  seal(plain: string, rowId: string): string {
    return this.box.seal(plain, rowId);
  }

  // ---- busy times -------------------------------------------------------------------------

  async busyTimes(consultantId: string, from: Date, to: Date): Promise<BusyRange[]> {
    const row = await this.connections.ofConsultant(consultantId);
    if (!row) return [];
    const refresh = this.refreshIfDue(row);
    if (refresh) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        refresh,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, VISITOR_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
    return this.connections.busyBetween(consultantId, from, to);
  }

  overlapsBusy(tx: Tx, consultantId: string, range: BusyRange): Promise<boolean> {
    return this.connections.overlapsBusy(tx, consultantId, range);
  }

  /** Reads the calendar now unless it was read (or tried) within the last five minutes. */
  private refreshIfDue(row: ConnectionRow): Promise<void> | undefined {
    const running = this.reading.get(row.id);
    if (running) return running;
    const now = this.clock.now();
    if (row.last_attempt_at && now.getTime() - row.last_attempt_at.getTime() < READ_EVERY_MS) {
      return undefined;
    }
    const read = (async () => {
      if (!(await this.connections.claimRead(row.id, new Date(now.getTime() - READ_EVERY_MS), now)))
        return;
      await this.readInto(row, now);
    })()
      .catch((error: unknown) => this.logger.error({ err: error }, 'calendar refresh failed'))
      .finally(() => this.reading.delete(row.id));
    this.reading.set(row.id, read);
    return read;
  }

  private async readInto(row: ConnectionRow, now: Date): Promise<void> {
    try {
      const busy = await this.read(row, now);
      await this.connections.storeBusy(row.id, busy, this.clock.now());
    } catch (error) {
      if (!(error instanceof CalendarFailure)) throw error;
      this.logger.warn(
        { connectionId: row.id, consultantId: row.consultant_id, problem: error.problem },
        `calendar read failed: ${error.message}`,
      );
      await this.connections.markProblem(row.id, error.problem, this.clock.now());
    }
  }

  /** The busy times of a calendar, read now (throws a `CalendarFailure`). */
  async read(
    row: Pick<ConnectionRow, 'id' | 'kind' | 'calendar_url' | 'username' | 'secret_sealed'>,
    now: Date,
    secret?: string,
  ): Promise<BusyRange[]> {
    const plain = secret ?? this.open(row);
    const from = new Date(now.getTime() - READ_BACK_MS);
    const to = new Date(now.getTime() + READ_AHEAD_MS);
    const texts =
      row.kind === 'caldav'
        ? await new CaldavClient({ username: row.username ?? '', password: plain }).eventsBetween(
            row.calendar_url,
            from,
            to,
          )
        : [await fetchIcal(plain)];
    return busyTimesOf(texts, from, to, (uid) => this.isOwnUid(uid));
  }

  /** The scheduled refresh: every connection not read in the last five minutes. */
  async refreshStale(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.connections.staleSince(new Date(now.getTime() - READ_EVERY_MS), 100);
    for (const row of rows) await this.refreshIfDue(row);
    return rows.length;
  }

  private open(row: Pick<ConnectionRow, 'id' | 'secret_sealed'>): string {
    try {
      return this.box.open(row.secret_sealed, row.id);
    } catch {
      // CALENDAR_SECRET_KEY changed: the consultant has to connect the calendar again.
      throw new CalendarFailure('auth', 'the stored secret cannot be decrypted');
    }
  }

  private isOwnUid(uid: string): boolean {
    return (
      uid.startsWith('booking-') && uid.endsWith(`@${new URL(this.config.publicUrl).hostname}`)
    );
  }

  // ---- a calendar no longer connected ------------------------------------------------------

  /**
   * Deletes the entries this product wrote into a CalDAV calendar that is no longer connected
   * (disconnected, or replaced by another one): the bookings' events from yesterday on, found
   * by their UIDs; past ones stay as the consultant's history. Best effort: `left` when the
   * calendar cannot be reached or refuses, so the consultant is told to delete them by hand.
   */
  async removeOwnEntries(
    row: Pick<
      ConnectionRow,
      'id' | 'consultant_id' | 'calendar_url' | 'username' | 'secret_sealed'
    >,
  ): Promise<'removed' | 'left'> {
    try {
      const client = new CaldavClient(
        { username: row.username ?? '', password: this.open(row) },
        TIDY_TIMEOUT_MS,
      );
      const from = new Date(this.clock.now().getTime() - READ_BACK_MS);
      const urls = await client.eventUrlsWhere(row.calendar_url, from, 'booking-', (uid) =>
        this.isOwnUid(uid),
      );
      for (const url of urls) await client.deleteAt(url);
      this.logger.log(
        { consultantId: row.consultant_id, removed: urls.length },
        'old calendar tidied',
      );
      return 'removed';
    } catch (error) {
      this.logger.warn(
        {
          consultantId: row.consultant_id,
          problem: error instanceof CalendarFailure ? error.problem : undefined,
        },
        `old calendar not tidied: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'left';
    }
  }

  // ---- bookings written into the calendar --------------------------------------------------

  /** Queues the booking's entry when its consultant has a CalDAV calendar (same transaction). */
  async bookingChanged(tx: Tx, consultantId: string, bookingId: string): Promise<void> {
    if (!(await this.connections.isCaldav(tx, consultantId))) return;
    await addJob(
      tx,
      WRITE_BOOKING_TASK,
      { bookingId, consultantId },
      { jobKey: `calendar-booking:${bookingId}`, maxAttempts: 10 },
    );
  }

  /**
   * Writes the booking's current state: PUT with the booking's UID and SEQUENCE, or DELETE
   * once cancelled. Reads the state when it runs, so a retry never writes an older one.
   */
  private async writeBooking(payload: { bookingId: string; consultantId: string }): Promise<void> {
    const row = await this.connections.ofConsultant(payload.consultantId);
    if (!row || row.kind !== 'caldav') return;
    const consultant = await this.bookings.consultant(payload.consultantId);
    if (!consultant) return;
    const { locale } = await this.users.factsOrFail(consultant.userId);
    const entry = await this.bookings.entry(payload.bookingId, locale);
    const name = `booking-${payload.bookingId}`;
    try {
      const client = new CaldavClient({ username: row.username ?? '', password: this.open(row) });
      if (!entry || entry.cancelled || entry.consultantId !== payload.consultantId) {
        await client.deleteEvent(row.calendar_url, name);
      } else {
        // A calendar object resource carries no METHOD (RFC 4791 §4.1).
        const ics = buildIcs(entry.event).replace(/\r\nMETHOD:[^\r\n]*/, '');
        await client.putEvent(row.calendar_url, name, ics);
      }
      if (row.problem) await this.connections.clearProblem(row.id);
    } catch (error) {
      if (error instanceof CalendarFailure) {
        this.logger.warn(
          { connectionId: row.id, bookingId: payload.bookingId, problem: error.problem },
          `calendar write failed: ${error.message}`,
        );
        await this.connections.markProblem(row.id, error.problem, this.clock.now());
      }
      throw error;
    }
  }
}
