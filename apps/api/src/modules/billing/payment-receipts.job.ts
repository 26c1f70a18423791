import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_UNDO_SECONDS } from '@platform/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock.js';
import { JobRegistry } from '../../core/jobs/job-registry.js';
import { MailOutbox } from '../mail/index.js';
import { paymentReceiptMail } from './billing-mails.js';
import { InvoicesRepository } from './invoices.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { SeatRegistrations } from './seat-registrations.js';

/** Most receipts queued per run (the rest follow a minute later). */
const BATCH = 200;

/**
 * The payer's receipt ("Zahlungsbestätigung") for each payment whose undo window has passed,
 * queued once per payment through the mail outbox. Queuing it closes the window: an undo and the
 * receipt lock the same payment row, so an undone payment never mails and a mailed one stays.
 */
@Injectable()
export class PaymentReceipts implements OnModuleInit {
  private readonly logger = new Logger('PaymentReceipts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRegistry,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly seats: SeatRegistrations,
    private readonly payments: PaymentsRepository,
    private readonly invoices: InvoicesRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.every({
      name: 'payment_receipts',
      match: '* * * * *',
      run: () => this.runDue(this.clock.now()),
    });
  }

  /** Queues the receipts of payments recorded at least the undo window before `now`. */
  async runDue(now: Date): Promise<number> {
    const due = await this.payments.receiptsDue(
      new Date(now.getTime() - PAYMENT_UNDO_SECONDS * 1000),
      BATCH,
    );
    const unproven = await this.seats.unprovenAmong(
      due.flatMap((row) => (row.registration_id ? [row.registration_id] : [])),
    );
    let queued = 0;
    for (const row of due) {
      try {
        if (await this.queue(row.id, now, !unproven.has(row.registration_id ?? ''))) queued += 1;
      } catch (error) {
        this.logger.error({ msg: 'payment receipt failed', payment: row.id, error });
      }
    }
    return queued;
  }

  private queue(paymentId: string, now: Date, byName: boolean): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.payments.claimReceipt(manager, paymentId, now);
      if (!payment) return false;
      const invoice = await this.invoices.byId(payment.invoice_id, manager);
      // A payment later set back (refunded, corrected to open) gets no receipt.
      if (invoice?.paymentState !== 'paid') return false;
      await this.outbox.enqueue(
        paymentReceiptMail(
          invoice,
          { amountCents: payment.amount_cents, receivedAt: payment.received_at },
          byName,
        ),
        { key: `payment-receipt:${paymentId}`, manager },
      );
      return true;
    });
  }
}
