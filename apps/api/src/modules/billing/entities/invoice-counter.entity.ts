import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last invoice number issued in a year. Taking a number updates this row inside the
 * transaction that writes the invoice, so the row stays locked until that transaction ends: a
 * rollback gives the number back and parallel registrations queue up, which keeps the numbers
 * gap-free (a PostgreSQL sequence would not: it never rolls back).
 */
@Entity({ name: 'invoice_counters' })
@Check('invoice_counters_last_check', 'last_number >= 0')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ type: 'integer' })
  lastNumber!: number;
}
