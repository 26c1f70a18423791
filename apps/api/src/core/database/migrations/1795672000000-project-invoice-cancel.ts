import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project month's invoice can be cancelled (Stornorechnung) and the month invoiced again:
 * the month remembers the cancelled invoice's number, and a specialist's share of a cancelled
 * invoice stays (marked cancelled) beside the share of the new one.
 */
export class ProjectInvoiceCancel1795672000000 implements MigrationInterface {
  name = 'ProjectInvoiceCancel1795672000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "project_time_months" ADD "cancelled_invoice_number" character varying(20)',
    );
    await queryRunner.query(
      'ALTER TABLE "project_time_invoice_shares" ADD "cancelled" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('DROP INDEX "public"."project_time_invoice_shares_key"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "project_time_invoice_shares_key" ON "project_time_invoice_shares" ("request_id", "month", "specialist_user_id") WHERE NOT cancelled',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM "project_time_invoice_shares" WHERE cancelled');
    await queryRunner.query('DROP INDEX "public"."project_time_invoice_shares_key"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "project_time_invoice_shares_key" ON "project_time_invoice_shares" ("request_id", "month", "specialist_user_id")',
    );
    await queryRunner.query('ALTER TABLE "project_time_invoice_shares" DROP COLUMN "cancelled"');
    await queryRunner.query(
      'ALTER TABLE "project_time_months" DROP COLUMN "cancelled_invoice_number"',
    );
  }
}
