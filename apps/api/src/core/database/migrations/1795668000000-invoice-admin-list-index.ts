import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's invoice list (newest first, 500 at most, optionally one payment state) walks this
 * index backwards instead of sorting every invoice: at 200,000 invoices a sort of all of them
 * took the list past 50 ms (see docs/operations.md, `npm run bench people-lists`).
 */
export class InvoiceAdminListIndex1795668000000 implements MigrationInterface {
  name = 'InvoiceAdminListIndex1795668000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "invoices_admin_list_idx" ON "invoices" ("issued_at", "number") WHERE kind = \'invoice\'',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."invoices_admin_list_idx"');
  }
}
