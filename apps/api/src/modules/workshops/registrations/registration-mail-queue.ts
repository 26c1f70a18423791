import {
  hasVideoCall,
  joinLinkPath,
  mailLink,
  PARAM_ROUTES,
  PATHS,
  WORKSHOP_PATHS,
} from '@platform/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import {
  InvoicesService,
  paymentInstructionsFor,
  type StoredInvoice,
} from '../../billing/index.js';
import { UsersService } from '../../auth/index.js';
import { type ComposedWhenSent, MailComposers, MailOutbox } from '../../mail/index.js';
import type { MailMessage } from '../../mail/index.js';
import {
  SessionSeatsService,
  type WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { laterGuestToken } from './guest-link-token.js';
import { registrationMail, type RegistrationMailFacts } from './registration-mails.js';
import type { RegistrationRow } from './registration-row.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** The mail sent after registering, composed by the worker (see `registered`). */
const REGISTRATION_MAIL = 'registration';

/**
 * Builds the mails about one registration (its facts, the invoice it carries) and queues them in
 * the outbox. The texts are in `registration-mails.ts`; what happens to the registration (and
 * in which transaction) is the caller's: registrations, the waitlist, session changes.
 */
@Injectable()
export class RegistrationMailQueue implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly composers: MailComposers,
    private readonly invoices: InvoicesService,
    private readonly sessions: SessionSeatsService,
    private readonly users: UsersService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  onModuleInit(): void {
    this.composers.register(REGISTRATION_MAIL, (params) => this.composeRegistered(params));
  }

  /**
   * The mail after registering (a seat or a waitlist place), as the outbox keeps it until the
   * worker composes it: the registration, its state then, the guest's link secret and the
   * seat's invoice. The registering transaction composes nothing (in a rush of a thousand
   * registrations its work is the seats); what the mail says is read when it is sent.
   */
  registered(
    row: RegistrationRow,
    secret: string | null,
    invoice: StoredInvoice | null,
  ): { message: ComposedWhenSent; key: string } {
    return {
      key: `registration:${row.id}`,
      message: {
        to: row.email,
        compose: {
          kind: REGISTRATION_MAIL,
          params: {
            registration: row.id,
            status: row.status,
            secret,
            invoice: invoice?.id ?? null,
          },
        },
      },
    };
  }

  /** `registered`'s mail, queued in `manager`'s transaction (a single registration). */
  async queueRegistered(
    manager: EntityManager,
    row: RegistrationRow,
    secret: string | null,
    invoice: StoredInvoice | null,
  ): Promise<void> {
    const { message, key } = this.registered(row, secret, invoice);
    await this.outbox.enqueue(message, { key, manager });
  }

  /** Composes `registered`'s mail; null when the registration is gone (no mail then). */
  private async composeRegistered(
    params: ComposedWhenSent['compose']['params'],
  ): Promise<MailMessage | null> {
    const row = await this.registrations.byId(String(params.registration));
    if (!row) return null;
    const [invoice] =
      typeof params.invoice === 'string' ? await this.invoices.byIds([params.invoice]) : [];
    const secret = typeof params.secret === 'string' ? params.secret : null;
    // As it was when registering: a seat taken since (or given back) has its own mail.
    const then = { ...row, status: String(params.status) } as RegistrationRow;
    const mail = await this.compose(
      this.dataSource.manager,
      then,
      `registration:${row.id}`,
      registrationMail,
      secret,
      invoice ?? null,
    );
    return mail?.message ?? null;
  }

  /**
   * Queues the mail in the transaction of the change it reports (the outbox sends it after the
   * commit, retrying while SMTP is down). `key` makes each event one mail however often it is
   * queued. An invoice of the seat is named in the mail; any invoice (also a cancellation
   * invoice) is attached. False when the session is gone (no mail). `session`: the
   * registration's session when the caller has it (it is not read again).
   */
  async queue(
    manager: EntityManager,
    row: RegistrationRow,
    key: string,
    build: (facts: RegistrationMailFacts) => MailMessage,
    secret: string | null = null,
    invoice: StoredInvoice | null = null,
    session?: WorkshopSessionFacts,
  ): Promise<boolean> {
    const mail = await this.compose(manager, row, key, build, secret, invoice, session);
    if (!mail) return false;
    await this.outbox.enqueue(mail.message, { key, manager });
    return true;
  }

  /** The mail `queue` queues (and the worker composes for `registered`), not queued. */
  private async compose(
    manager: EntityManager,
    row: RegistrationRow,
    key: string,
    build: (facts: RegistrationMailFacts) => MailMessage,
    secret: string | null = null,
    invoice: StoredInvoice | null = null,
    session?: WorkshopSessionFacts,
  ): Promise<{ message: MailMessage; key: string } | null> {
    const facts = await this.facts(row, secret, manager, session);
    if (!facts) return null;
    if (invoice && invoice.kind === 'invoice')
      facts.invoice = {
        number: invoice.number,
        payRequest: paymentInstructionsFor(invoice).transferRequest(
          invoice,
          facts.locale,
          invoice.dueAt ?? facts.startsAt,
        ),
        grossCents: invoice.grossCents,
        netCents: invoice.netCents,
        vatCents: invoice.vatCents,
        vatRatePercent: invoice.vatRatePercent,
      };
    if (invoice?.kind === 'cancellation' && invoice.refundCents)
      facts.refundCents = invoice.refundCents;
    const message = build(facts);
    // Only a reference: the worker renders the PDF when it sends, so this transaction (which
    // may hold the year's invoice-number lock) does no rendering. The PDF names the buyer as
    // typed: it goes only to an address its owner has confirmed (a guest's invoice follows
    // the confirmation, see `GuestLinks.guestView`).
    if (invoice && facts.addressProven)
      message.attachments = [...(message.attachments ?? []), this.invoices.attachmentFor(invoice)];
    return { message, key };
  }

  /** A guest's link secret for a later mail (members cancel in the member area: none). */
  guestSecret(row: RegistrationRow): string | null {
    return row.user_id === null ? laterGuestToken(this.config.jwtSecret, row.id) : null;
  }

  /** What a mail about this registration says (read with `manager` inside a transaction). */
  async facts(
    row: RegistrationRow,
    secret: string | null,
    manager: EntityManager = this.dataSource.manager,
    known?: WorkshopSessionFacts,
  ): Promise<RegistrationMailFacts | null> {
    const session = known ?? (await this.sessions.facts(row.session_id, manager));
    if (!session) return null;
    const w = session.workshop;
    const base = this.config.publicUrl;
    const manage = (token: string, confirm?: number) =>
      mailLink(base, PATHS.academyCancel, {
        query: { registration: row.id, token, confirm },
        locale: row.locale,
      });
    const host = w.creatorId ? await this.users.activeFacts(w.creatorId, manager) : null;
    return {
      registrationId: row.id,
      locale: row.locale,
      name: row.name,
      email: row.email,
      addressProven: row.user_id !== null || row.email_confirmed_at !== null,
      isMember: row.user_id !== null,
      status: row.status,
      title: w.title,
      slug: w.slug,
      format: w.format,
      location: w.location,
      // The personal join link, never the raw video link (that one is the host's).
      joinUrl: hasVideoCall(w.format)
        ? new URL(joinLinkPath(row.join_code), base).toString()
        : null,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      priceCents: row.price_cents,
      cancelUrl: secret ? manage(secret) : null,
      // A guest who has not confirmed the address yet: the link that does (the manage page).
      confirmUrl:
        row.user_id === null && row.email_confirmed_at === null
          ? manage(secret ?? laterGuestToken(this.config.jwtSecret, row.id), 1)
          : null,
      workshopUrl: mailLink(base, PARAM_ROUTES.academyWorkshop, {
        params: { slug: w.slug },
        locale: row.locale,
      }),
      myWorkshopsUrl: mailLink(base, WORKSHOP_PATHS.memberAreaTab, { locale: row.locale }),
      academyUrl: mailLink(base, PATHS.academy, { locale: row.locale }),
      host: new URL(base).host,
      hostEmail: host?.email ?? null,
      sequence: session.sequence,
      checkInCode: row.status === 'confirmed' && w.format !== 'online' ? row.check_in_code : null,
      contract: row.terms_accepted_at
        ? {
            acceptedAt: row.terms_accepted_at,
            termsVersion: row.terms_version ?? '',
            termsUrl: mailLink(base, PATHS.terms, { locale: row.locale }),
            billingAddress: row.billing_address,
          }
        : null,
    };
  }
}
