import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of cancelled paid invoices: the amount printed on the cancellation invoice, and the
 * account the buyer names for it (kept only until an admin marks the refund done).
 */
export class RefundAccounts1795550100000 implements MigrationInterface {
  name = 'RefundAccounts1795550100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "invoices" ADD "refund_cents" integer');
    await queryRunner.query(
      'CREATE TABLE "refund_accounts" ("invoice_id" uuid NOT NULL, "iban" character varying(34) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_refund_accounts_invoice" PRIMARY KEY ("invoice_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "refund_accounts" ADD CONSTRAINT "FK_refund_accounts_invoice" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "refund_accounts"');
    await queryRunner.query('ALTER TABLE "invoices" DROP COLUMN "refund_cents"');
  }
}
