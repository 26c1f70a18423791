import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment overview's group of invoices without a session (the memberships: one group of
 * every member's monthly invoices) is summed on each visit of its page. With the columns the
 * sums read kept in the index, PostgreSQL sums them from the index alone instead of visiting
 * every invoice row (the group of 20,000 in the bench: docs/operations.md, `npm run bench
 * people-lists`).
 */
export class SessionlessTotalsIndex1795676000000 implements MigrationInterface {
  name = 'SessionlessTotalsIndex1795676000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."invoices_sessionless_idx"');
    await queryRunner.query(
      `CREATE INDEX "invoices_sessionless_idx" ON "invoices"
       ((coalesce(workshop_id, '00000000-0000-0000-0000-000000000000'::uuid)))
       INCLUDE (workshop_id, payment_state, cancelled_by_id, gross_cents, description)
       WHERE kind = 'invoice' AND session_id IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."invoices_sessionless_idx"');
    await queryRunner.query(
      `CREATE INDEX "invoices_sessionless_idx" ON "invoices"
       ((coalesce(workshop_id, '00000000-0000-0000-0000-000000000000'::uuid)))
       WHERE kind = 'invoice' AND session_id IS NULL`,
    );
  }
}
