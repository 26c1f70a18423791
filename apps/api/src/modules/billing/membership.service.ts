import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addMonth,
  formatBerlinDate,
  hasMemberBenefits,
  MEMBERSHIP_FEE_CENTS,
  MEMBERSHIP_TRIAL_DAYS,
  membershipStatus,
  type MembershipStatus,
  startOfNextBerlinMonth,
  trialEndsAt,
} from '@platform/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../core/errors/domain-error.js';
import { type AccountFacts, UsersService } from '../auth/users.service.js';
import { renderMail } from '../mail/mail-layout.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { MailAttachment, MailMessage } from '../mail/mail-message.js';
import type { Invoice } from './entities/invoice.entity.js';
import { Membership } from './entities/membership.entity.js';
import { InvoicesService } from './invoices.service.js';

export interface MembershipView {
  status: MembershipStatus;
  trialEndsAt: Date;
  startedAt: Date | null;
  endsAt: Date | null;
  monthlyFeeCents: number;
  /** When the next monthly invoice is issued; null when none will be (not started, ending). */
  nextInvoiceAt: Date | null;
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
  ) {}

  async view(userId: string, now: Date = new Date()): Promise<MembershipView> {
    const account = await this.account(this.dataSource.manager, userId);
    const row = await this.dataSource.getRepository(Membership).findOneBy({ userId });
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
   */
  async start(userId: string, now: Date = new Date()): Promise<MembershipView> {
    await this.dataSource.transaction(async (manager) => {
      const account = await this.account(manager, userId);
      const overdue = await manager.query<unknown[]>(
        `SELECT 1 FROM invoices
          WHERE user_id = $1 AND kind = 'invoice' AND purpose = 'membership'
            AND payment_state = 'open' AND cancelled_by_id IS NULL AND due_at < $2
          LIMIT 1`,
        [userId, now],
      );
      if (overdue.length > 0) throw new DomainError('MEMBERSHIP_INVOICE_OVERDUE');
      await manager.query(
        'INSERT INTO memberships (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
        [userId],
      );
      const [row] = await manager
        .getRepository(Membership)
        .createQueryBuilder('m')
        .setLock('pessimistic_write')
        .where('m.userId = :userId', { userId })
        .getMany();
      if (this.toView(account, row, now).status === 'active' && !row.endsAt)
        throw new DomainError('MEMBERSHIP_STATE');
      if (row.startedAt && row.endsAt && row.endsAt.getTime() > now.getTime()) {
        // Ending was chosen but has not happened: simply carry on.
        row.endsAt = null;
        await manager.getRepository(Membership).save(row);
        return [];
      }
      const trialEnd = trialEndsAt(account.registeredAt);
      row.startedAt = now;
      row.endsAt = null;
      row.nextInvoiceAt = trialEnd.getTime() > now.getTime() ? trialEnd : now;
      await manager.getRepository(Membership).save(row);
      return this.invoiceDue(manager, account, row, now);
    });
    return this.view(userId, now);
  }

  /** Ends the paid membership at the start of the next Berlin month. */
  async end(userId: string, now: Date = new Date()): Promise<MembershipView> {
    const row = await this.dataSource.getRepository(Membership).findOneBy({ userId });
    const account = await this.account(this.dataSource.manager, userId);
    if (!row || this.toView(account, row, now).status !== 'active' || row.endsAt)
      throw new DomainError('MEMBERSHIP_STATE');
    await this.dataSource
      .getRepository(Membership)
      .update({ userId }, { endsAt: startOfNextBerlinMonth(now) });
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
        const claimed = await manager.query<unknown[]>(
          `INSERT INTO memberships (user_id, trial_notice_sent_at) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET trial_notice_sent_at = $2
             WHERE memberships.trial_notice_sent_at IS NULL AND memberships.started_at IS NULL
           RETURNING user_id`,
          [account.id, now],
        );
        if (claimed.length === 0) return false;
        await this.outbox.enqueue(trialEndingMail(account), {
          key: `membership-trial-ending:${account.id}`,
          manager,
        });
        return true;
      });
      if (sent) trialNotices += 1;
    }

    const running = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM memberships
       WHERE started_at IS NOT NULL AND next_invoice_at <= $1
         AND (ends_at IS NULL OR next_invoice_at < ends_at)
       LIMIT 500`,
      [now],
    );
    let invoices = 0;
    for (const { user_id } of running) {
      try {
        const issued = await this.dataSource.transaction(async (manager) => {
          const [row] = await manager
            .getRepository(Membership)
            .createQueryBuilder('m')
            .setLock('pessimistic_write')
            .where('m.userId = :userId', { userId: user_id })
            .getMany();
          const account = await this.account(manager, user_id);
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
    const done = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM memberships
       WHERE user_id = ANY($1::uuid[])
         AND (started_at IS NOT NULL OR trial_notice_sent_at IS NOT NULL)`,
      [accounts.map((account) => account.id)],
    );
    const skip = new Set(done.map((row) => row.user_id));
    return accounts.filter((account) => !skip.has(account.id)).slice(0, 500);
  }

  /**
   * A running membership whose invoice is still open after its due date ends now (the account
   * lapses: base prices, no promo codes) and the member is told once, naming the invoice, which
   * stays open. Starting the membership again on `/membership` is always possible.
   */
  private async endUnpaid(now: Date): Promise<number> {
    const overdue = await this.dataSource.query<Array<{ user_id: string; number: string }>>(
      `SELECT DISTINCT ON (m.user_id) m.user_id, i.number
         FROM memberships m
         JOIN invoices i ON i.user_id = m.user_id
        WHERE i.kind = 'invoice' AND i.purpose = 'membership' AND i.payment_state = 'open'
          AND i.cancelled_by_id IS NULL AND i.due_at < $1
          AND m.started_at IS NOT NULL AND (m.ends_at IS NULL OR m.ends_at > $1)
        ORDER BY m.user_id, i.due_at
        LIMIT 500`,
      [now],
    );
    let ended = 0;
    for (const { user_id, number } of overdue) {
      const done = await this.dataSource.transaction(async (manager) => {
        const changed = await manager.query<unknown[]>(
          `UPDATE memberships SET ends_at = $2
            WHERE user_id = $1 AND started_at IS NOT NULL AND (ends_at IS NULL OR ends_at > $2)
            RETURNING user_id`,
          [user_id, now],
        );
        if (changed.length === 0) return false;
        const account = await this.account(manager, user_id);
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
    manager: EntityManager,
    account: AccountFacts,
    row: Membership,
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
            name: account.name,
            email: account.email,
            locale: account.locale,
            periodStart: row.nextInvoiceAt,
            grossCents: MEMBERSHIP_FEE_CENTS,
          },
          now,
        ),
      );
      row.nextInvoiceAt = addMonth(row.nextInvoiceAt);
    }
    await manager
      .getRepository(Membership)
      .update({ userId: row.userId }, { nextInvoiceAt: row.nextInvoiceAt });
    await this.mailInvoices(manager, issued);
    return issued;
  }

  /** In the issuing transaction; the worker renders the PDF when it sends (see `attachmentFor`). */
  private async mailInvoices(manager: EntityManager, issued: Invoice[]): Promise<void> {
    for (const invoice of issued) {
      await this.outbox.enqueue(
        membershipInvoiceMail(invoice, this.invoices.attachmentFor(invoice)),
        { key: `membership-invoice:${invoice.id}`, manager },
      );
    }
  }

  private toView(
    account: AccountFacts,
    row: Membership | null | undefined,
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
    };
  }

  private async account(manager: EntityManager, userId: string): Promise<AccountFacts> {
    const account = await this.users.facts(userId, manager);
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
      heading: de ? `Hallo ${account.name},` : `Hello ${account.name},`,
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
  return {
    to: account.email,
    subject: de ? 'Ihre Academy-Mitgliedschaft wurde beendet' : 'Your Academy membership has ended',
    ...renderMail({
      heading: de ? `Hallo ${account.name},` : `Hello ${account.name},`,
      paragraphs: de
        ? [
            `die Rechnung ${invoiceNumber} für Ihre Mitgliedschaft ist nach ihrem Zahlungsziel noch offen. Deshalb haben wir die Mitgliedschaft beendet; bis auf Weiteres gelten die regulären Preise.`,
            `Bitte überweisen Sie den offenen Betrag mit dem Verwendungszweck ${invoiceNumber}. Auf der Seite „Mitgliedschaft“ können Sie sie jederzeit wieder starten.`,
          ]
        : [
            `Invoice ${invoiceNumber} for your membership is still unpaid after its due date, so we have ended the membership; regular prices apply for now.`,
            `Please transfer the open amount with the payment reference ${invoiceNumber}. You can start the membership again at any time on the "Membership" page.`,
          ],
    }),
  };
}

function membershipInvoiceMail(invoice: Invoice, pdf: MailAttachment): MailMessage {
  const de = invoice.locale !== 'en';
  return {
    to: invoice.buyerEmail,
    subject: de
      ? `Rechnung ${invoice.number}: ${invoice.description}`
      : `Invoice ${invoice.number}: ${invoice.description}`,
    ...renderMail({
      heading: de ? `Hallo ${invoice.buyerName},` : `Hello ${invoice.buyerName},`,
      paragraphs: [
        de
          ? `anbei Ihre Rechnung ${invoice.number} für ${invoice.description}. Bitte überweisen Sie den Betrag mit dem Verwendungszweck ${invoice.number}.`
          : `Please find attached invoice ${invoice.number} for ${invoice.description}. Please transfer the amount with the payment reference ${invoice.number}.`,
      ],
    }),
    attachments: [pdf],
  };
}
