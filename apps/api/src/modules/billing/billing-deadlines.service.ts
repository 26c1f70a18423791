import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { MailOutbox } from '../mail/index.js';
import { paymentReminderMail } from './billing-mails.js';
import { type DueInvoiceRow, InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';
import { SeatRegistrations } from './seat-registrations.js';

const DAY = 86_400_000;
const BATCH = 500;

type DueInvoice = DueInvoiceRow;

/**
 * Releases the seat of an unpaid registration: cancels it (with its cancellation invoice and
 * mail) and passes the seat to the waitlist. Registered by the Academy; answers false when the
 * registration no longer exists.
 */
export type OverdueHandler = (registrationId: string, now: Date) => Promise<boolean>;

export interface DeadlineRun {
  reminded: number;
  released: number;
}

/**
 * Payment deadlines, run by the scheduler (`BillingJobs`) with the time passed in, so
 * tests control the clock. Idempotent and safe on several instances at once: a reminder is
 * claimed by setting `reminder_sent_at` in the transaction that queues its mail (keyed by the
 * invoice), and a release reverses the invoice, after which it is no longer due.
 */
@Injectable()
export class BillingDeadlines {
  private readonly logger = new Logger('BillingDeadlines');
  private overdue?: OverdueHandler;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
    private readonly rows: InvoicesRepository,
    private readonly outbox: MailOutbox,
    private readonly seats: SeatRegistrations,
  ) {}

  onOverdue(handler: OverdueHandler): void {
    this.overdue = handler;
  }

  async runDue(now: Date): Promise<DeadlineRun> {
    return { reminded: await this.remind(now), released: await this.release(now) };
  }

  private async remind(now: Date): Promise<number> {
    const lead = this.config.billing.reminderDays * DAY;
    const until = new Date(now.getTime() + lead);
    const due = await this.dueWithLiveSeat((page) => this.rows.openUnremindedDue(now, until, page));
    // A guest whose address is unconfirmed gets the reminder without the typed name and PDF.
    const unproven = await this.seats.unprovenAmong(
      due.flatMap((i) => (i.registration_id ? [i.registration_id] : [])),
    );
    let sent = 0;
    for (const { id, registration_id } of due) {
      try {
        const claimed = await this.dataSource.transaction(async (manager) => {
          const invoice = await this.rows.lockUnreminded(manager, id);
          if (!invoice) return false;
          await this.rows.markReminded(manager, id, now);
          const pdf =
            registration_id && unproven.has(registration_id)
              ? null
              : this.invoices.attachmentFor(invoice);
          await this.outbox.enqueue(paymentReminderMail(invoice, pdf), {
            key: `payment-reminder:${id}`,
            manager,
          });
          return true;
        });
        if (claimed) sent += 1;
      } catch (error) {
        this.logger.error({ msg: 'payment reminder failed', invoice: id, error });
      }
    }
    return sent;
  }

  private async release(now: Date): Promise<number> {
    const overdue = await this.dueWithLiveSeat((page) => this.rows.openWorkshopOverdue(now, page));
    let released = 0;
    for (const row of overdue) {
      try {
        const handled =
          row.registration_id && this.overdue
            ? await this.overdue(row.registration_id, now)
            : false;
        // No registration any more (its workshop was deleted): reverse the invoice alone.
        if (!handled) await this.reverseAlone(row.id, now);
        released += 1;
      } catch (error) {
        this.logger.error({ msg: 'payment deadline release failed', invoice: row.id, error });
      }
    }
    return released;
  }

  /**
   * The first 500 invoices `read` pages through by due date, leaving out workshop invoices whose
   * seat is no longer confirmed (the Academy says which are). Read page by page so that such
   * invoices cannot crowd out the ones behind them.
   */
  private async dueWithLiveSeat(
    read: (page: { offset: number; limit: number }) => Promise<DueInvoice[]>,
  ): Promise<DueInvoice[]> {
    const picked = new Map<string, DueInvoice>();
    for (let offset = 0; ; offset += BATCH) {
      const page = await read({ offset, limit: BATCH });
      const confirmed = await this.seats.confirmedAmong(
        page.flatMap((i) =>
          i.purpose === 'workshop' && i.registration_id ? [i.registration_id] : [],
        ),
      );
      for (const invoice of page) {
        const live =
          invoice.purpose !== 'workshop' ||
          (invoice.registration_id !== null && confirmed.has(invoice.registration_id));
        if (live) picked.set(invoice.id, invoice);
        if (picked.size === BATCH) return [...picked.values()];
      }
      if (page.length < BATCH) return [...picked.values()];
    }
  }

  private async reverseAlone(id: string, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const invoice = await this.rows.lockUnreversed(manager, id);
      if (invoice) await this.invoices.reverse(manager, invoice, now);
    });
  }
}
