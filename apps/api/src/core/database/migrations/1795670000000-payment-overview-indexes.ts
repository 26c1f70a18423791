import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's payment overview, a page at a time (`PaymentOverviewRepository`): it walks the
 * sessions' invoices newest service date first from a cursor (all of them, or only open ones),
 * checks a session is not listed at a later date, and sums the page's sessions; invoices without
 * a session follow per workshop. Without these, every page grouped all 200,000 invoices of the
 * bench (8.5 s p99; see docs/operations.md, `npm run bench people-lists`).
 */
export class PaymentOverviewIndexes1795670000000 implements MigrationInterface {
  name = 'PaymentOverviewIndexes1795670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "invoices_overview_idx" ON "invoices" ("service_date", "session_id")
       WHERE kind = 'invoice' AND session_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_overview_open_idx" ON "invoices" ("service_date", "session_id")
       WHERE kind = 'invoice' AND session_id IS NOT NULL AND payment_state = 'open' AND cancelled_by_id IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_session_service_idx" ON "invoices" ("session_id", "service_date")
       WHERE kind = 'invoice'`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_sessionless_idx" ON "invoices"
       ((coalesce(workshop_id, '00000000-0000-0000-0000-000000000000'::uuid)))
       WHERE kind = 'invoice' AND session_id IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."invoices_sessionless_idx"');
    await queryRunner.query('DROP INDEX "public"."invoices_session_service_idx"');
    await queryRunner.query('DROP INDEX "public"."invoices_overview_open_idx"');
    await queryRunner.query('DROP INDEX "public"."invoices_overview_idx"');
  }
}
