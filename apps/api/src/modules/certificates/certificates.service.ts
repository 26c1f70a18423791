import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CERTIFICATE_PATHS,
  certificateNumberOf,
  formatCertificateNumber,
  mailLink,
  PARAM_ROUTES,
  revokeReasonProblem,
  toWallClock,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { DataPageCache } from '../../core/web/data-page-cache.js';
import { AuditLogService } from '../audit/index.js';
import { UsersService } from '../auth/index.js';
import { CheckinService } from '../checkin/index.js';
import { MailAttachmentRenderers, MailOutbox } from '../mail/index.js';
import {
  type FollowUpRegistration,
  FollowUpRoster,
  type FollowUpSession,
} from '../workshops/index.js';
import { absentMail, attendeeMail } from './certificate-mails.js';
import { type CertificateRow, CertificatesRepository } from './certificates.repository.js';

/** The kind of the mail attachment rendered from a certificate's id. */
export const CERTIFICATE_PDF_ATTACHMENT = 'certificate-pdf';
/** The follow-up waits this long after a session's end (the host may still mark attendance). */
export const FOLLOW_UP_DELAY_MS = 30 * 60_000;
/** Sessions that ended up to this long ago are still followed up (a missed run catches up). */
export const FOLLOW_UP_WINDOW_MS = 24 * 3_600_000;
const HOUR = 3_600_000;

/**
 * Certificates of attendance: issued after a session to everyone with a check-in (scan, tap,
 * online join or the host's hand), mailed with thanks; the others get a friendly mail without
 * one. Anyone may verify a number; the owner and admins download the PDF; admins revoke.
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  private readonly logger = new Logger('Certificates');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: CertificatesRepository,
    private readonly roster: FollowUpRoster,
    private readonly checkin: CheckinService,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly renderers: MailAttachmentRenderers,
    private readonly audit: AuditLogService,
    private readonly limiter: RateLimiter,
    private readonly pages: DataPageCache,
  ) {}

  onModuleInit(): void {
    this.renderers.register(CERTIFICATE_PDF_ATTACHMENT, async (id) => {
      const row = await this.rows.byId(id);
      if (!row) throw new Error(`certificate ${id} is gone`);
      return this.pdfOf(row);
    });
  }

  /**
   * The follow-up of every session that ended between 24 hours and 30 minutes before `now`:
   * attendees get their certificate (issued once per registration, the unique key deciding
   * between two instances) and the thank-you mail; the others the mail for the absent. Keyed
   * per registration in the outbox, so each mail goes out once however often this runs. A person
   * marked present after their "sorry we missed you" mail still gets the certificate mail on the
   * next run. Returns how many mails were newly considered.
   */
  async followUp(now: Date): Promise<number> {
    const sessions = await this.roster.sessionsEndedBetween(
      new Date(now.getTime() - FOLLOW_UP_WINDOW_MS),
      new Date(now.getTime() - FOLLOW_UP_DELAY_MS + 1),
    );
    if (sessions.length === 0) return 0;
    const registrations = await this.roster.confirmedOf(sessions.map((s) => s.id));
    const ids = registrations.map((r) => r.id);
    const [attended, issued] = await Promise.all([
      this.checkin.attendedOf(ids),
      this.rows.issuedFor(ids),
    ]);
    const sessionById = new Map(sessions.map((s) => [s.id, s]));
    const hostNames = new Map<string, string | null>();
    let considered = 0;
    for (const registration of registrations) {
      const session = sessionById.get(registration.sessionId);
      if (!session || issued.has(registration.id)) continue;
      considered += 1;
      if (attended.has(registration.id)) {
        const hostName = await this.hostName(session, hostNames);
        await this.issue(session, registration, hostName, now);
      } else {
        await this.outbox.enqueue(
          absentMail({
            registration,
            session,
            workshopUrl: this.workshopUrl(session, registration),
          }),
          { key: `session-follow-up-absent:${registration.id}` },
        );
      }
    }
    return considered;
  }

  /** What the public verification shows; null for a number that is not a certificate's. */
  async verify(input: string): Promise<CertificateRow | null> {
    await this.limiter.hit('certificate-verify:ip', requestContext.current()?.ip ?? 'unknown', {
      limit: 120,
      windowMs: HOUR,
    });
    const number = certificateNumberOf(input);
    return number ? ((await this.rows.byNumber(number)) ?? null) : null;
  }

  /** The caller's own certificates. */
  mine(user: AuthenticatedUser): Promise<CertificateRow[]> {
    return this.rows.ofUser(user.id);
  }

  /** The PDF for its owner or an admin; anyone else (or an unknown number) CERTIFICATE_NOT_FOUND. */
  async download(
    user: AuthenticatedUser,
    input: string,
  ): Promise<{ pdf: Buffer; filename: string }> {
    const number = certificateNumberOf(input);
    const row = number ? await this.rows.byNumber(number) : undefined;
    if (!row) throw new DomainError('CERTIFICATE_NOT_FOUND');
    if (user.role !== 'ADMIN' && row.user_id !== user.id) throw new DomainError('FORBIDDEN');
    const prefix = row.locale === 'de' ? 'Teilnahmebescheinigung' : 'Certificate';
    return { pdf: await this.pdfOf(row), filename: `${prefix}-${row.number}.pdf` };
  }

  /** An admin revokes a certificate, with a reason; recorded in the audit log. */
  async revoke(admin: AuthenticatedUser, input: string, reason: string): Promise<CertificateRow> {
    if (admin.role !== 'ADMIN') throw new DomainError('FORBIDDEN');
    const problem = revokeReasonProblem(reason);
    if (problem) throw new DomainError(problem, { fields: { reason: problem } });
    const clean = reason.trim();
    const number = certificateNumberOf(input);
    const existing = number ? await this.rows.byNumber(number) : undefined;
    if (!existing) throw new DomainError('CERTIFICATE_NOT_FOUND');
    if (existing.revoked_at) throw new DomainError('CERTIFICATE_ALREADY_REVOKED');
    const revoked = await this.dataSource.transaction(async (manager) => {
      const row = await this.rows.revoke(existing.number, clean, admin.id, new Date(), manager);
      if (!row) throw new DomainError('CERTIFICATE_ALREADY_REVOKED');
      await this.audit.record(
        {
          action: 'certificate.revoked',
          target: { type: 'certificate', id: row.id },
          subjectUserId: row.user_id,
          before: { number: row.number, status: 'valid' },
          after: { number: row.number, status: 'revoked', reason: clean },
        },
        manager,
      );
      return row;
    });
    // The verification page rendered for visitors says so at once (other instances within 10 s).
    this.pages.invalidate();
    return revoked;
  }

  /** The public verification page of a number, in the certificate's language. */
  verifyUrl(row: Pick<CertificateRow, 'number' | 'locale'>): string {
    return mailLink(this.config.publicUrl, CERTIFICATE_PATHS.verify, {
      params: { number: row.number },
      locale: row.locale,
    });
  }

  private async pdfOf(row: CertificateRow): Promise<Buffer> {
    // pdfkit and the fonts load with the first certificate, not at start.
    const { renderCertificatePdf } = await import('./certificate-pdf.js');
    return renderCertificatePdf(row, this.verifyUrl(row));
  }

  private workshopUrl(session: FollowUpSession, registration: FollowUpRegistration): string {
    return mailLink(this.config.publicUrl, PARAM_ROUTES.academyWorkshop, {
      params: { slug: session.slug },
      locale: registration.locale,
    });
  }

  private async hostName(
    session: FollowUpSession,
    known: Map<string, string | null>,
  ): Promise<string | null> {
    if (!session.hostId) return null;
    if (!known.has(session.hostId))
      known.set(session.hostId, (await this.users.activeFacts(session.hostId))?.name ?? null);
    return known.get(session.hostId) ?? null;
  }

  /** Issues the certificate and queues its mail in one transaction (a new number on a clash). */
  private async issue(
    session: FollowUpSession,
    registration: FollowUpRegistration,
    hostName: string | null,
    now: Date,
  ): Promise<void> {
    const b = this.config.billing;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.dataSource.transaction(async (manager) => {
          const row = await this.rows.insertOnce(
            {
              number: formatCertificateNumber(toWallClock(session.startsAt).year, randomBytes(8)),
              registration_id: registration.id,
              session_id: session.id,
              user_id: registration.userId,
              locale: registration.locale,
              name: registration.name,
              workshop_title: session.title,
              starts_at: session.startsAt,
              ends_at: session.endsAt,
              duration_minutes: Math.round(
                (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000,
              ),
              format: session.format,
              location: session.location,
              learning_objectives: session.learningObjectives,
              host_name: hostName,
              issuer: { name: b.sellerName, street: b.sellerStreet, city: b.sellerCity },
              issued_at: now,
            },
            manager,
          );
          if (!row) return; // another run issued it
          const message = attendeeMail({
            registration,
            session,
            certificate: row,
            verifyUrl: this.verifyUrl(row),
            workshopUrl: this.workshopUrl(session, registration),
          });
          // The PDF names the person as typed: attached only where the address is proven.
          if (registration.addressProven)
            message.attachments = [
              {
                filename: `${row.locale === 'de' ? 'Teilnahmebescheinigung' : 'Certificate'}-${row.number}.pdf`,
                contentType: 'application/pdf',
                render: { kind: CERTIFICATE_PDF_ATTACHMENT, id: row.id },
              },
            ];
          await this.outbox.enqueue(message, {
            key: `session-follow-up-certificate:${registration.id}`,
            manager,
          });
        });
        return;
      } catch (error) {
        const clash =
          (error as { code?: string }).code === '23505' &&
          String((error as { constraint?: string }).constraint ?? '').length > 0 &&
          attempt < 3;
        if (!clash) throw error;
        this.logger.warn({ msg: 'certificate number clash, drawing again', attempt });
      }
    }
  }
}
