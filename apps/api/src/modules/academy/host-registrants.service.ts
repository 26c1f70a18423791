import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatBerlinDateTime, HOST_MESSAGE_LIMITS, type Locale, isUuid } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { UsersService } from '../auth/users.service.js';
import { InvoicesService } from '../billing/invoices.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { SessionSeatsService } from '../workshops/session-seats.service.js';
import {
  mayChange,
  type StoredWorkshop,
  WorkshopsService,
} from '../workshops/workshops.service.js';
import { hostMessageMail } from './host-mails.js';
import type { WorkshopRegistrantModel } from './models/workshop-registrant.model.js';
import { toCsv } from '../../core/csv/csv.js';
import { bySessionStart } from './session-order.js';

interface RegistrantRow {
  id: string;
  session_id: string;
  name: string;
  email: string;
  status: string;
  user_id: string | null;
  notes: string | null;
  created_at: Date;
}

const CSV_HEADER: Record<Locale, string[]> = {
  de: ['Termin', 'Name', 'E-Mail', 'Status', 'Mitglied oder Gast', 'Notizen', 'Angemeldet am'],
  en: ['Date', 'Name', 'E-mail', 'Status', 'Member or guest', 'Notes', 'Registered at'],
};
const STATUS: Record<Locale, Record<string, string>> = {
  de: { confirmed: 'bestätigt', waitlisted: 'Warteliste', cancelled: 'storniert' },
  en: { confirmed: 'confirmed', waitlisted: 'waiting list', cancelled: 'cancelled' },
};

/**
 * The host's registrants view, its CSV export and the message to a session's registrants.
 * Only the workshop's creator and admins: anyone else hears "not found", as for the edit form.
 */
@Injectable()
export class HostRegistrantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workshops: WorkshopsService,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly invoices: InvoicesService,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
  ) {}

  async list(
    user: AuthenticatedUser,
    workshopId: string,
    sessionId?: string | null,
  ): Promise<WorkshopRegistrantModel[]> {
    await this.hostedWorkshop(user, workshopId);
    if (sessionId && !isUuid(sessionId)) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    // By session start (below), then by status, then in the order they registered.
    const byStatus = await this.dataSource.query<RegistrantRow[]>(
      `SELECT id, session_id, name, email, status, user_id, notes, created_at
         FROM workshop_registrations
        WHERE workshop_id = $1 AND ($2::uuid IS NULL OR session_id = $2::uuid)
        ORDER BY array_position(ARRAY['confirmed','waitlisted','cancelled']::text[], status::text),
                 created_at, id`,
      [workshopId, sessionId ?? null],
    );
    const sessions = await this.sessions.factsByIds(byStatus.map((row) => row.session_id));
    const rows = bySessionStart(byStatus, sessions, 'asc');
    const payments = await this.invoices.paymentStatesOf(rows.map(({ row }) => row.id));
    return rows.map(({ row, session }) => ({
      id: row.id,
      sessionId: row.session_id,
      sessionStartsAt: session.startsAt,
      name: row.name,
      email: row.email,
      status: row.status,
      isMember: row.user_id !== null,
      notes: row.notes,
      registeredAt: row.created_at,
      paymentState: payments.get(row.id) ?? null,
    }));
  }

  /** The same list as a CSV file in the caller's language. */
  async csv(
    user: AuthenticatedUser,
    workshopId: string,
    sessionId: string | null,
    locale: Locale,
  ): Promise<{ filename: string; content: string }> {
    const workshop = await this.hostedWorkshop(user, workshopId);
    const list = await this.list(user, workshopId, sessionId);
    const de = locale === 'de';
    const content = toCsv(
      CSV_HEADER[locale],
      list.map((r) => [
        formatBerlinDateTime(r.sessionStartsAt, locale),
        r.name,
        r.email,
        STATUS[locale][r.status] ?? r.status,
        r.isMember ? (de ? 'Mitglied' : 'member') : de ? 'Gast' : 'guest',
        r.notes ?? '',
        formatBerlinDateTime(r.registeredAt, locale),
      ]),
    );
    return { filename: `${de ? 'anmeldungen' : 'registrations'}-${workshop.slug}.csv`, content };
  }

  /**
   * One mail to every confirmed registrant of a future session, enqueued in one transaction;
   * bounded in length and rate (per sender) so the tool cannot become a spam cannon.
   */
  async message(
    user: AuthenticatedUser,
    sessionId: string,
    subject: string,
    body: string,
  ): Promise<number> {
    const cleanSubject = subject.replace(/\s+/g, ' ').trim();
    const cleanBody = body.trim();
    if (
      !cleanSubject ||
      !cleanBody ||
      cleanSubject.length > HOST_MESSAGE_LIMITS.subject ||
      cleanBody.length > HOST_MESSAGE_LIMITS.body
    )
      throw new DomainError('HOST_MESSAGE_INVALID', {
        fields: {
          ...(!cleanSubject || cleanSubject.length > HOST_MESSAGE_LIMITS.subject
            ? { subject: 'HOST_MESSAGE_INVALID' }
            : {}),
          ...(!cleanBody || cleanBody.length > HOST_MESSAGE_LIMITS.body
            ? { body: 'HOST_MESSAGE_INVALID' }
            : {}),
        },
      });
    const session = await this.sessions.facts(sessionId);
    if (!session) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    const workshop = await this.hostedWorkshop(user, session.workshopId);
    if (session.startsAt <= new Date()) throw new DomainError('WORKSHOP_SESSION_PAST');
    await this.limiter.hit('host-message', user.id, {
      limit: HOST_MESSAGE_LIMITS.perHour,
      windowMs: 3_600_000,
    });
    const sender = await this.users.facts(user.id);
    const messageId = randomUUID();
    return this.dataSource.transaction(async (manager) => {
      const recipients = await manager.query<
        Array<{ id: string; name: string; email: string; locale: Locale }>
      >(
        `SELECT id, name, email, locale FROM workshop_registrations
          WHERE session_id = $1 AND status = 'confirmed' ORDER BY created_at, id`,
        [sessionId],
      );
      if (recipients.length === 0) throw new DomainError('HOST_MESSAGE_NO_RECIPIENTS');
      for (const recipient of recipients) {
        await this.outbox.enqueue(
          hostMessageMail({
            locale: recipient.locale,
            to: recipient.email,
            registrantName: recipient.name,
            hostName: sender?.name ?? '',
            hostEmail: sender?.email ?? this.config.mailFrom,
            title: workshop.title,
            startsAt: session.startsAt,
            subject: cleanSubject,
            body: cleanBody,
          }),
          { key: `host-message:${messageId}:${recipient.id}`, manager },
        );
      }
      return recipients.length;
    });
  }

  private async hostedWorkshop(
    user: AuthenticatedUser,
    workshopId: string,
  ): Promise<StoredWorkshop> {
    const workshop = await this.workshops.findOrFail(workshopId);
    if (!mayChange(workshop, user)) throw new DomainError('WORKSHOP_NOT_FOUND');
    return workshop;
  }
}
