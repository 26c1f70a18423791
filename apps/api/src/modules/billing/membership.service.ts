import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addMonth,
  billingAddressLines,
  type BillingAddress,
  formatBerlinDate,
  hasMemberBenefits,
  MEMBERSHIP_FEE_CENTS,
  MEMBERSHIP_TRIAL_DAYS,
  membershipStatus,
  type MembershipStatus,
  startOfNextBerlinMonth,
  trialEndsAt,
} from '@platform/domain';
import { DataSource } from 'typeorm';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { type AccountFacts, UsersService } from '../auth/index.js';
import { mailGreeting, renderMail } from '../mail/index.js';
import { MailOutbox } from '../mail/index.js';
import type { MailAttachment, MailMessage } from '../mail/index.js';
import type { Invoice } from './entities/invoice.entity.js';
import { InvoicesService } from './invoices.service.js';
import { type MembershipRow, MembershipsRepository } from './memberships.repository.js';
import { paymentInstructionsFor } from './payment-instructions.js';
import {
  checkedBillingAddress,
  type CheckoutRequest,
  requireAcceptedTerms,
} from './checkout-terms.js';
import { membershipContractMail } from './membership-contract-mail.js';

export interface MembershipView {
  status: MembershipStatus;
  trialEndsAt: Date;
  startedAt: Date | null;
  endsAt: Date | null;
  monthlyFeeCents: number;
  /** When the next monthly invoice is issued; null when none will be (not started, ending). */
  nextInvoiceAt: Date | null;
  billingAddress: Required<BillingAddress> | null;
}

const DAY = 86_400_000;
/** The "trial ends soon" mail goes this many days before the trial ends. */
const TRIAL_NOTICE_DAYS = 7;

/**
 * The Academy membership: 60 days' trial from registration, then active while the member pays
 * (20 € a month, invoiced monthly by transfer), else lapsed. Other modules ask `hasBenefits`
 * (member price, promo codes, waitlist priority).
 */
@Injectable()
export class MembershipService {
  private readonly logger = new Logger('Membership');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly memberships: MembershipsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(userId: string, now: Date = new Date()): Promise<MembershipView> {
    const account = await this.account(userId);
    const row = await this.memberships.of(userId);
    return this.toView(account, row, now);
  }

  /** Member benefits need a verified address as well as a trial or running membership. */
  async hasBenefits(userId: string, now: Date = new Date()): Promise<boolean> {
    const account = await this.users.facts(userId);
    if (!account?.emailVerifiedAt) return false;
    return hasMemberBenefits((await this.view(userId, now)).status);
  }

  /**
   * Starts the paid membership now. Started in the trial, billing begins when the trial ends;
   * otherwise the first month is invoiced at once. While a membership invoice is overdue, a
   * restart waits for its payment (else each restart would give a month of benefits unpaid).
   * A start needs the accepted terms; carrying on a membership whose chosen end is still
   * ahead does not (it is the same contract).
   */
  async start(
    userId: string,
    checkout: CheckoutRequest,
    now: Date = new Date(),
  ): Promise<MembershipView> {
    await this.dataSource.transaction(async (manager) => {
      const account = await this.account(userId, manager);
      if (await this.memberships.hasOverdueInvoice(manager, userId, now))
        throw new DomainError('MEMBERSHIP_INVOICE_OVERDUE');
      const row = await this.memberships.lockOrCreate(manager, userId);
      if (this.toView(account, row, now).status === 'active' && !row.endsAt)
        throw new DomainError('MEMBERSHIP_STATE');
      if (row.startedAt && row.endsAt && row.endsAt.getTime() > now.getTime()) {
        // Ending was chosen but has not happened: the contract simply carries on (no new order).
        row.endsAt = null;
        await this.memberships.save(manager, row);
        return [];
      }
      // A new order (§ 312j BGB): refused without the acceptance; the transaction rolls back.
      const terms = requireAcceptedTerms(checkout, now);
      row.termsAcceptedAt = terms.acceptedAt;
      row.termsVersion = terms.version;
      // The address of this order; an order without one (older callers) keeps the last given.
      row.billingAddress = checkedBillingAddress(checkout) ?? row.billingAddress;
      const trialEnd = trialEndsAt(account.registeredAt);
      row.startedAt = now;
      row.endsAt = null;
      row.nextInvoiceAt = trialEnd.getTime() > now.getTime() ? trialEnd : now;
      await this.memberships.save(manager, row);
      await this.outbox.enqueue(
        membershipContractMail(account, {
          orderedAt: now,
          billingStartsAt: row.nextInvoiceAt,
          termsVersion: terms.version,
          smallBusiness: this.config.billing.smallBusiness,
          billingAddress: row.billingAddress,
          publicUrl: this.config.publicUrl,
        }),
        { key: `membership-contract:${userId}:${now.getTime()}`, manager },
      );
      return this.invoiceDue(manager, account, row, now);
    });
    return this.view(userId, now);
  }

  /** Ends the paid membership at the start of the next Berlin month. */
  async end(userId: string, now: Date = new Date()): Promise<MembershipView> {
    const row = await this.memberships.of(userId);
    const account = await this.account(userId);
    if (!row || this.toView(account, row, now).status !== 'active' || row.endsAt)
      throw new DomainError('MEMBERSHIP_STATE');
    await this.memberships.setEndsAt(userId, startOfNextBerlinMonth(now));
    return this.view(userId, now);
  }

  /**
   * Scheduled (`BillingJobs`): the "trial ends in 7 days" mail once per account, the monthly
   * invoice of every running membership whose month has begun, and the end of every running
   * membership with an invoice still unpaid after its due date. Idempotent.
   */
  async runDue(
    now: Date,
  ): Promise<{ trialNotices: number; invoices: number; endedUnpaid: number }> {
    let trialNotices = 0;
    for (const account of await this.trialsEndingSoon(now)) {
      const sent = await this.dataSource.transaction(async (manager) => {
        if (!(await this.memberships.claimTrialNotice(manager, account.id, now))) return false;
        await this.outbox.enqueue(trialEndingMail(account), {
          key: `membership-trial-ending:${account.id}`,
          manager,
        });
        return true;
      });
      if (sent) trialNotices += 1;
    }

    let invoices = 0;
    for (const user_id of await this.memberships.dueForInvoice(now)) {
      try {
        const issued = await this.dataSource.transaction(async (manager) => {
          const row = await this.memberships.lock(manager, user_id);
          const account = await this.account(user_id, manager);
          return row ? this.invoiceDue(manager, account, row, now) : [];
        });
        invoices += issued.length;
      } catch (error) {
        this.logger.error({ msg: 'membership invoice failed', user: user_id, error });
      }
    }
    return { trialNotices, invoices, endedUnpaid: await this.endUnpaid(now) };
  }

  /**
   * Active accounts whose trial ends within the next 7 days, neither started nor told yet
   * (no membership row counts as neither).
   */
  private async trialsEndingSoon(now: Date): Promise<AccountFacts[]> {
    const trial = MEMBERSHIP_TRIAL_DAYS * DAY;
    const accounts = await this.users.activeRegisteredBetween(
      new Date(now.getTime() - trial),
      new Date(now.getTime() - trial + TRIAL_NOTICE_DAYS * DAY),
    );
    if (accounts.length === 0) return [];
    const skip = new Set(
      await this.memberships.startedOrNotified(accounts.map((account) => account.id)),
    );
    return accounts.filter((account) => !skip.has(account.id)).slice(0, 500);
  }

  /**
   * A running membership whose invoice is still open after its due date ends now (the account
   * lapses: base prices, no promo codes) and the member is told once, naming the invoice, which
   * stays open. Starting the membership again on `/membership` is always possible.
   */
  private async endUnpaid(now: Date): Promise<number> {
    const overdue = await this.memberships.runningWithOverdueInvoice(now);
    let ended = 0;
    for (const { user_id, number } of overdue) {
      const done = await this.dataSource.transaction(async (manager) => {
        if (!(await this.memberships.endRunning(manager, user_id, now))) return false;
        const account = await this.account(user_id, manager);
        await this.outbox.enqueue(endedUnpaidMail(account, number), {
          key: `membership-ended-unpaid:${user_id}:${number}`,
          manager,
        });
        return true;
      });
      if (done) ended += 1;
    }
    return ended;
  }

  /** Every month that has begun and is not invoiced yet gets its invoice. */
  private async invoiceDue(
    manager: Tx,
    account: AccountFacts,
    row: MembershipRow,
    now: Date,
  ): Promise<Invoice[]> {
    const issued: Invoice[] = [];
    while (
      row.nextInvoiceAt &&
      row.nextInvoiceAt.getTime() <= now.getTime() &&
      (!row.endsAt || row.nextInvoiceAt.getTime() < row.endsAt.getTime()) &&
      issued.length < 24
    ) {
      issued.push(
        await this.invoices.issueForMembership(
          manager,
          {
            userId: account.id,
            name: row.billingAddress?.name ?? account.name,
            email: account.email,
            organisation: row.billingAddress?.company ?? null,
            address: row.billingAddress ? billingAddressLines(row.billingAddress).join('\n') : null,
            locale: account.locale,
            periodStart: row.nextInvoiceAt,
            grossCents: MEMBERSHIP_FEE_CENTS,
          },
          now,
        ),
      );
      row.nextInvoiceAt = addMonth(row.nextInvoiceAt);
    }
    await this.memberships.setNextInvoiceAt(manager, row.userId, row.nextInvoiceAt);
    await this.mailInvoices(manager, issued);
    return issued;
  }

  /** In the issuing transaction; the worker renders the PDF when it sends (see `attachmentFor`). */
  private async mailInvoices(manager: Tx, issued: Invoice[]): Promise<void> {
    for (const invoice of issued) {
      await this.outbox.enqueue(
        membershipInvoiceMail(invoice, this.invoices.attachmentFor(invoice)),
        { key: `membership-invoice:${invoice.id}`, manager },
      );
    }
  }

  private toView(
    account: AccountFacts,
    row: MembershipRow | null | undefined,
    now: Date,
  ): MembershipView {
    return {
      status: membershipStatus(
        { registeredAt: account.registeredAt, startedAt: row?.startedAt, endsAt: row?.endsAt },
        now,
      ),
      trialEndsAt: trialEndsAt(account.registeredAt),
      startedAt: row?.startedAt ?? null,
      endsAt: row?.endsAt ?? null,
      monthlyFeeCents: MEMBERSHIP_FEE_CENTS,
      nextInvoiceAt:
        row?.startedAt &&
        row.nextInvoiceAt &&
        (!row.endsAt || row.nextInvoiceAt.getTime() < row.endsAt.getTime())
          ? row.nextInvoiceAt
          : null,
      billingAddress: row?.billingAddress ?? null,
    };
  }

  private async account(userId: string, tx?: Tx): Promise<AccountFacts> {
    const account = await this.users.facts(userId, tx);
    if (!account) throw new DomainError('UNAUTHENTICATED');
    return account;
  }
}

function trialEndingMail(account: AccountFacts): MailMessage {
  const de = account.locale !== 'en';
  const end = formatBerlinDate(trialEndsAt(account.registeredAt), de ? 'de' : 'en');
  return {
    to: account.email,
    subject: de
      ? 'Ihre Probemitgliedschaft endet in 7 Tagen'
      : 'Your trial membership ends in 7 days',
    ...renderMail({
      locale: de ? 'de' : 'en',
      heading: mailGreeting(account.locale, account.name),
      paragraphs: de
        ? [
            `Ihre kostenlose Probemitgliedschaft in der Academy endet am ${end}. Danach gelten wieder die regulären Preise.`,
            'Mit der Mitgliedschaft (20 € im Monat, monatlich kündbar zum Monatsende) behalten Sie Mitgliederpreise, Aktionscodes und Vorrang auf der Warteliste.',
          ]
        : [
            `Your free trial membership of the Academy ends on ${end}. After that, regular prices apply.`,
            'With the membership (€20 a month, cancellable at the end of any month) you keep member prices, promo codes and priority on waiting lists.',
          ],
    }),
  };
}

function endedUnpaidMail(account: AccountFacts, invoiceNumber: string): MailMessage {
  const de = account.locale !== 'en';
  const invoice = { number: invoiceNumber };
  const payRequest = paymentInstructionsFor(invoice).payRequest(
    invoice,
    de ? 'de' : 'en',
    'open amount',
  );
  return {
    to: account.email,
    subject: de ? 'Ihre Academy-Mitgliedschaft wurde beendet' : 'Your Academy membership has ended',
    ...renderMail({
      locale: de ? 'de' : 'en',
      heading: mailGreeting(account.locale, account.name),
      paragraphs: de
        ? [
            `die Rechnung ${invoiceNumber} für Ihre Mitgliedschaft ist nach ihrem Zahlungsziel noch offen. Deshalb haben wir die Mitgliedschaft beendet; bis auf Weiteres gelten die regulären Preise.`,
            `${payRequest} Auf der Seite „Mitgliedschaft“ können Sie sie jederzeit wieder starten.`,
          ]
        : [
            `Invoice ${invoiceNumber} for your membership is still unpaid after its due date, so we have ended the membership; regular prices apply for now.`,
            `${payRequest} You can start the membership again at any time on the "Membership" page.`,
          ],
    }),
  };
}

function membershipInvoiceMail(invoice: Invoice, pdf: MailAttachment): MailMessage {
  const de = invoice.locale !== 'en';
  const payRequest = paymentInstructionsFor(invoice).payRequest(
    invoice,
    de ? 'de' : 'en',
    'amount',
  );
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Rechnung ${invoice.number}: ${invoice.description}`
      : `Invoice ${invoice.number}: ${invoice.description}`,
    ...renderMail({
      locale: de ? 'de' : 'en',
      heading: mailGreeting(invoice.locale, invoice.buyerName),
      paragraphs: [
        de
          ? `anbei Ihre Rechnung ${invoice.number} für ${invoice.description}. ${payRequest}`
          : `Please find attached invoice ${invoice.number} for ${invoice.description}. ${payRequest}`,
      ],
    }),
    attachments: [pdf],
  };
}
