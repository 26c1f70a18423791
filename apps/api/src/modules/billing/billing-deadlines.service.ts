import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { MailOutbox } from '../mail/index.js';
import { paymentReminderMail } from './billing-mails.js';
import { Invoice } from './entities/invoice.entity.js';
import { InvoicesService } from './invoices.service.js';
import { SeatRegistrations } from './seat-registrations.js';

const DAY = 86_400_000;
const BATCH = 500;

interface DueInvoice {
  id: string;
  purpose: string;
  registration_id: string | null;
}

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
    const due = await this.dueWithLiveSeat(
      `kind = 'invoice' AND payment_state = 'open' AND cancelled_by_id IS NULL
       AND reminder_sent_at IS NULL AND due_at > $1 AND due_at <= $2`,
      [now, new Date(now.getTime() + lead)],
    );
    // A guest whose address is unconfirmed gets the reminder without the typed name and PDF.
    const unproven = await this.seats.unprovenAmong(
      due.flatMap((i) => (i.registration_id ? [i.registration_id] : [])),
    );
    let sent = 0;
    for (const { id, registration_id } of due) {
      try {
        const claimed = await this.dataSource.transaction(async (manager) => {
          const [invoice] = await manager
            .getRepository(Invoice)
            .createQueryBuilder('i')
            .setLock('pessimistic_write')
            .setOnLocked('skip_locked')
            .where('i.id = :id AND i.reminderSentAt IS NULL', { id })
            .getMany();
          if (!invoice) return false;
          await manager.query('UPDATE invoices SET reminder_sent_at = $2 WHERE id = $1', [id, now]);
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
    const overdue = await this.dueWithLiveSeat(
      `kind = 'invoice' AND purpose = 'workshop' AND payment_state = 'open'
       AND cancelled_by_id IS NULL AND due_at <= $1`,
      [now],
    );
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
   * The first 500 invoices matching `where` by due date, leaving out workshop invoices whose
   * seat is no longer confirmed (the Academy says which are). Read page by page so that such
   * invoices cannot crowd out the ones behind them.
   */
  private async dueWithLiveSeat(where: string, params: unknown[]): Promise<DueInvoice[]> {
    const picked = new Map<string, DueInvoice>();
    for (let offset = 0; ; offset += BATCH) {
      const page = await this.dataSource.query<DueInvoice[]>(
        `SELECT id, purpose, registration_id FROM invoices WHERE ${where}
         ORDER BY due_at, id LIMIT ${BATCH} OFFSET ${offset}`,
        params,
      );
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
      const invoice = await manager
        .getRepository(Invoice)
        .createQueryBuilder('i')
        .setLock('pessimistic_write')
        .where('i.id = :id AND i.cancelledById IS NULL', { id })
        .getOne();
      if (invoice) await this.invoices.reverse(manager, invoice, now);
    });
  }
}
