import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PaymentState } from '@platform/domain';
import { DataSource, In } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { Invoice, type InvoicePurpose } from './entities/invoice.entity.js';

/** A new invoice's columns (the database fills id, timestamps and the payment bookkeeping). */
export type NewInvoice = Omit<
  Invoice,
  | 'id'
  | 'originalInvoice'
  | 'paidAt'
  | 'paymentNote'
  | 'cancelledById'
  | 'reminderSentAt'
  | 'createdAt'
  | 'updatedAt'
  | 'refundCents'
  | 'lines'
  | 'projectRequestId'
> & {
  refundCents?: number | null;
  lines?: Invoice['lines'];
  projectRequestId?: string | null;
};

/** An invoice whose payment deadline matters (reminder or release). */
export interface DueInvoiceRow {
  id: string;
  purpose: InvoicePurpose;
  registration_id: string | null;
}

/** An invoice row as read `FOR UPDATE` by whoever records a payment against it. */
export interface LockedInvoice {
  id: string;
  number: string;
  gross_cents: number;
  payment_state: PaymentState;
  cancelled_by_id: string | null;
}

/** An invoice in a person's data download. */
export type PersonalInvoiceRow = Record<string, unknown>;

const LOCKED_COLUMNS = 'id, number, gross_cents, payment_state, cancelled_by_id';

/**
 * The `invoices` table and its per-year number counter. Issued invoices are frozen (a trigger
 * refuses changes to what was printed); only links, payment bookkeeping and reminders change.
 */
@Injectable()
export class InvoicesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The next number of the year: the upsert locks the year's counter row until `tx` ends, so
   * issuers of the year wait in line and a rollback returns the number (no gaps).
   */
  async takeNumber(tx: Tx, year: number): Promise<number> {
    const rows = await tx.query<Array<{ last_number: number }>>(
      `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
       RETURNING last_number`,
      [year],
    );
    return rows[0].last_number;
  }

  async insert(tx: Tx, invoice: NewInvoice): Promise<Invoice> {
    const repo = tx.getRepository(Invoice);
    return repo.save(repo.create(invoice));
  }

  async byId(id: string, tx?: Tx): Promise<Invoice | null> {
    return this.db(tx).getRepository(Invoice).findOneBy({ id });
  }

  async byIds(ids: readonly string[]): Promise<Invoice[]> {
    return this.db()
      .getRepository(Invoice)
      .find({ where: { id: In([...ids]) } });
  }

  /** A member's own invoices (workshop seats, membership months, cancellations), newest first. */
  async invoicesOf(userId: string): Promise<Invoice[]> {
    return this.db()
      .getRepository(Invoice)
      .find({
        where: { userId },
        order: { issuedAt: 'DESC', number: 'DESC' },
      });
  }

  /** Invoices of a registration, oldest first. */
  async ofRegistration(registrationId: string): Promise<Invoice[]> {
    return this.db()
      .getRepository(Invoice)
      .find({ where: { registrationId }, order: { issuedAt: 'ASC', number: 'ASC' } });
  }

  /** Every invoice made out to the person: by account, and by address once it is verified. */
  async ofPerson(userId: string, verifiedEmail: string | null): Promise<PersonalInvoiceRow[]> {
    return this.db().query<PersonalInvoiceRow[]>(
      `SELECT number, kind, purpose, original_number, issue_date, buyer_name, buyer_email,
              buyer_organisation, buyer_address, description, service_date, net_cents, vat_cents,
              gross_cents, vat_rate_percent, due_at, payment_state, paid_at
       FROM invoices WHERE user_id = $1 OR ($2::text IS NOT NULL AND buyer_email = lower($2))
       ORDER BY issued_at, number`,
      [userId, verifiedEmail],
    );
  }

  /** The invoice state of each registration's (non-cancellation) invoice. */
  async paymentStatesOf(registrationIds: readonly string[]): Promise<
    Array<{
      registration_id: string;
      number: string;
      payment_state: PaymentState;
      cancelled: boolean;
    }>
  > {
    return this.db().query(
      `SELECT registration_id, number, payment_state, cancelled_by_id IS NOT NULL AS cancelled
         FROM invoices WHERE kind = 'invoice' AND registration_id = ANY($1::uuid[])`,
      [registrationIds],
    );
  }

  /** The registration's invoice not yet reversed, locked until `tx` ends. */
  async lockUnreversedOfRegistration(tx: Tx, registrationId: string): Promise<Invoice | null> {
    return tx
      .getRepository(Invoice)
      .createQueryBuilder('i')
      .setLock('pessimistic_write')
      .where('i.registrationId = :registrationId', { registrationId })
      .andWhere("i.kind = 'invoice'")
      .andWhere('i.cancelledById IS NULL')
      .getOne();
  }

  /** The invoice if not yet reversed, locked until `tx` ends. */
  async lockUnreversed(tx: Tx, id: string): Promise<Invoice | null> {
    return tx
      .getRepository(Invoice)
      .createQueryBuilder('i')
      .setLock('pessimistic_write')
      .where('i.id = :id AND i.cancelledById IS NULL', { id })
      .getOne();
  }

  /** The invoice if no reminder went out yet, locked; undefined when another run holds it. */
  async lockUnreminded(tx: Tx, id: string): Promise<Invoice | undefined> {
    const [invoice] = await tx
      .getRepository(Invoice)
      .createQueryBuilder('i')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where('i.id = :id AND i.reminderSentAt IS NULL', { id })
      .getMany();
    return invoice;
  }

  async markReminded(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.query('UPDATE invoices SET reminder_sent_at = $2 WHERE id = $1', [id, at]);
  }

  async linkCancellation(tx: Tx, originalId: string, cancellationId: string): Promise<void> {
    await tx.query('UPDATE invoices SET cancelled_by_id = $2, updated_at = now() WHERE id = $1', [
      originalId,
      cancellationId,
    ]);
  }

  /** Open invoices due after `from` and by `until` with no reminder yet; by due date. */
  async openUnremindedDue(
    from: Date,
    until: Date,
    page: { offset: number; limit: number },
  ): Promise<DueInvoiceRow[]> {
    return this.db().query<DueInvoiceRow[]>(
      `SELECT id, purpose, registration_id FROM invoices
       WHERE kind = 'invoice' AND payment_state = 'open' AND cancelled_by_id IS NULL
         AND reminder_sent_at IS NULL AND due_at > $1 AND due_at <= $2
       ORDER BY due_at, id LIMIT $3 OFFSET $4`,
      [from, until, page.limit, page.offset],
    );
  }

  /** Open workshop invoices due by `now`; by due date. */
  async openWorkshopOverdue(
    now: Date,
    page: { offset: number; limit: number },
  ): Promise<DueInvoiceRow[]> {
    return this.db().query<DueInvoiceRow[]>(
      `SELECT id, purpose, registration_id FROM invoices
       WHERE kind = 'invoice' AND purpose = 'workshop' AND payment_state = 'open'
         AND cancelled_by_id IS NULL AND due_at <= $1
       ORDER BY due_at, id LIMIT $2 OFFSET $3`,
      [now, page.limit, page.offset],
    );
  }

  /** Invoices (not cancellation invoices) by number, locked in number order. */
  async lockByNumbers(tx: Tx, numbers: readonly string[]): Promise<LockedInvoice[]> {
    return tx.query<LockedInvoice[]>(
      `SELECT ${LOCKED_COLUMNS} FROM invoices
       WHERE number = ANY($1::text[]) AND kind = 'invoice' ORDER BY number FOR UPDATE`,
      [numbers],
    );
  }

  /** Invoices (not cancellation invoices) by id, locked in number order. */
  async lockByIds(tx: Tx, ids: readonly string[]): Promise<LockedInvoice[]> {
    return tx.query<LockedInvoice[]>(
      `SELECT ${LOCKED_COLUMNS} FROM invoices
       WHERE id = ANY($1::uuid[]) AND kind = 'invoice' ORDER BY number FOR UPDATE`,
      [ids],
    );
  }

  /** Cuts an erased account's links (the invoices themselves are kept by law). */
  async unlinkAccount(userId: string): Promise<void> {
    await this.db().query(
      'UPDATE invoices SET user_id = NULL, guest_token_hash = NULL WHERE user_id = $1',
      [userId],
    );
  }
}
