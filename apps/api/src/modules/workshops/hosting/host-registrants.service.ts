import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  cleanHostMessage,
  formatBerlinDateTime,
  HOST_MESSAGE_LIMITS,
  hostMessageProblems,
  type Locale,
  isUuid,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { RateLimiter } from '../../../core/rate-limit/rate-limiter.js';
import { UsersService } from '../../auth/index.js';
import { InvoicesService } from '../../billing/index.js';
import { MailOutbox } from '../../mail/index.js';
import { SessionSeatsService } from '../sessions/session-seats.service.js';
import type { Workshop } from '../entities/workshop.entity.js';
import { mayChange, WorkshopsService } from './workshops.service.js';
import { RegistrationsRepository } from '../registrations/registrations.repository.js';
import { HostMessagesRepository } from './host-messages.repository.js';
import { hostMessageMail } from './host-mails.js';
import type { HostMessageModel, HostMessageResult } from './models/host-message.model.js';
import type { WorkshopRegistrantModel } from './models/workshop-registrant.model.js';
import { toCsv } from '../../../core/csv/csv.js';
import { bySessionStart } from '../sessions/session-order.js';

const CSV_HEADER: Record<Locale, string[]> = {
  de: [
    'Termin',
    'Name',
    'E-Mail',
    'Status',
    'Mitglied oder Gast',
    'Zahlung',
    'Rechnungsnummer',
    'Notizen',
    'Angemeldet am',
  ],
  en: [
    'Date',
    'Name',
    'Email',
    'Status',
    'Member or guest',
    'Payment',
    'Invoice number',
    'Notes',
    'Registered at',
  ],
};
const STATUS: Record<Locale, Record<string, string>> = {
  de: { confirmed: 'bestätigt', waitlisted: 'Warteliste', cancelled: 'storniert' },
  en: { confirmed: 'confirmed', waitlisted: 'waitlist', cancelled: 'cancelled' },
};
/** The payment state as the host's view shows it (`shownPaymentState`); empty: nothing invoiced. */
const PAYMENT: Record<Locale, Record<string, string>> = {
  de: {
    open: 'offen',
    paid: 'bezahlt',
    refunded: 'erstattet',
    written_off: 'abgeschrieben',
    refund_due: 'Erstattung offen',
    cancelled: 'storniert',
  },
  en: {
    open: 'open',
    paid: 'paid',
    refunded: 'refunded',
    written_off: 'written off',
    refund_due: 'refund due',
    cancelled: 'cancelled',
  },
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
    private readonly registrations: RegistrationsRepository,
    private readonly messages: HostMessagesRepository,
  ) {}

  async list(
    user: AuthenticatedUser,
    workshopId: string,
    sessionId?: string | null,
  ): Promise<WorkshopRegistrantModel[]> {
    await this.hostedWorkshop(user, workshopId);
    if (sessionId && !isUuid(sessionId)) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    // By session start (below), then by status, then in the order they registered.
    const byStatus = await this.registrations.registrantsOf(workshopId, sessionId ?? null);
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
      paymentState: payments.get(row.id)?.state ?? null,
      invoiceNumber: payments.get(row.id)?.number ?? null,
    }));
  }

  /**
   * The same list as a CSV file in the caller's language, for German Excel: `;`-separated,
   * UTF-8 with a byte-order mark, with each seat's payment state and invoice number.
   */
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
        r.paymentState ? (PAYMENT[locale][r.paymentState] ?? r.paymentState) : '',
        r.invoiceNumber ?? '',
        r.notes ?? '',
        formatBerlinDateTime(r.registeredAt, locale),
      ]),
      { separator: ';' },
    );
    return { filename: `${de ? 'anmeldungen' : 'registrations'}-${workshop.slug}.csv`, content };
  }

  /**
   * One mail to every confirmed registrant of a future session whose address is proven (a
   * member's verified address, a guest who confirmed theirs), enqueued in one transaction;
   * bounded in length and rate (per hour, and per 24 hours counted under a lock on the host in
   * PostgreSQL) so the tool cannot become a spam cannon. Each message is kept for the admins.
   */
  async message(
    user: AuthenticatedUser,
    sessionId: string,
    subject: string,
    body: string,
  ): Promise<HostMessageResult> {
    const { subject: cleanSubject, body: cleanBody } = cleanHostMessage(subject, body);
    const problems = hostMessageProblems(subject, body);
    if (problems.subject || problems.body)
      throw new DomainError('HOST_MESSAGE_INVALID', {
        fields: {
          ...(problems.subject ? { subject: 'HOST_MESSAGE_INVALID' } : {}),
          ...(problems.body ? { body: 'HOST_MESSAGE_INVALID' } : {}),
        },
      });
    if (!isUuid(sessionId)) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    const session = await this.sessions.facts(sessionId);
    if (!session) throw new DomainError('WORKSHOP_SESSION_NOT_FOUND');
    const workshop = await this.hostedWorkshop(user, session.workshopId);
    if (session.startsAt <= new Date()) throw new DomainError('WORKSHOP_SESSION_PAST');
    await this.limiter.hit('host-message', user.id, {
      limit: HOST_MESSAGE_LIMITS.perHour,
      windowMs: 3_600_000,
    });
    const sender = await this.users.facts(user.id);
    return this.dataSource.transaction(async (manager) => {
      // One host's messages queue behind this lock, so the count below cannot race.
      await this.messages.lockHost(manager, user.id);
      const sent = await this.messages.sentInLastDay(manager, user.id);
      if (sent >= HOST_MESSAGE_LIMITS.perDay)
        throw new DomainError('HOST_MESSAGE_DAILY_LIMIT', {
          params: { limit: HOST_MESSAGE_LIMITS.perDay },
        });
      const confirmed = await this.registrations.confirmedRecipients(manager, sessionId);
      const recipients = confirmed.filter((r) => r.proven);
      const skipped = confirmed.length - recipients.length;
      if (recipients.length === 0)
        throw new DomainError(
          skipped > 0 ? 'HOST_MESSAGE_NO_CONFIRMED_ADDRESSES' : 'HOST_MESSAGE_NO_RECIPIENTS',
        );
      const messageId = await this.messages.insert(manager, {
        hostId: user.id,
        workshopId: workshop.id,
        sessionId,
        workshopTitle: session.workshop.title,
        sessionStartsAt: session.startsAt,
        subject: cleanSubject,
        body: cleanBody,
        recipients: recipients.length,
        skipped,
      });
      for (const recipient of recipients) {
        await this.outbox.enqueue(
          hostMessageMail({
            locale: recipient.locale,
            to: recipient.email,
            hostName: sender?.name ?? '',
            hostEmail: sender?.email ?? this.config.mailFrom,
            title: session.workshop.title,
            startsAt: session.startsAt,
            subject: cleanSubject,
            body: cleanBody,
          }),
          { key: `host-message:${messageId}:${recipient.id}`, manager },
        );
      }
      return { sent: recipients.length, skipped };
    });
  }

  /** The admins' list of sent host messages, newest first (at most 500). */
  async sentMessages(): Promise<HostMessageModel[]> {
    const rows = await this.messages.latest(500);
    const hosts = new Map<string, { name: string; email: string } | null>();
    for (const id of new Set(rows.map((r) => r.hostId))) hosts.set(id, await this.users.facts(id));
    return rows.map((row) => ({
      id: row.id,
      hostId: row.hostId,
      hostName: hosts.get(row.hostId)?.name ?? '',
      hostEmail: hosts.get(row.hostId)?.email ?? '',
      workshopId: row.workshopId,
      workshopTitle: row.workshopTitle,
      sessionId: row.sessionId,
      sessionStartsAt: row.sessionStartsAt,
      sentAt: row.createdAt,
      recipients: row.recipients,
      skipped: row.skipped,
      subject: row.subject,
      body: row.body,
    }));
  }

  private async hostedWorkshop(user: AuthenticatedUser, workshopId: string): Promise<Workshop> {
    const workshop = await this.workshops.findOrFail(workshopId);
    if (!mayChange(workshop, user)) throw new DomainError('WORKSHOP_NOT_FOUND');
    return workshop;
  }
}
