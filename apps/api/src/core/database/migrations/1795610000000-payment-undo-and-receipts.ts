import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's "paid" can be undone for a minute (the payment row stays, marked reversed, with the
 * invoice's state before it), and the payer's receipt is queued once that minute has passed.
 * Payments recorded before this migration count as receipted: nobody gets mail about old ones.
 */
export class PaymentUndoAndReceipts1795610000000 implements MigrationInterface {
  name = 'PaymentUndoAndReceipts1795610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" ADD "previous_state" character varying(20)');
    await queryRunner.query('ALTER TABLE "payments" ADD "reversed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "payments" ADD "receipt_queued_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('UPDATE "payments" SET "receipt_queued_at" = "recorded_at"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "receipt_queued_at"');
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "reversed_at"');
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "previous_state"');
  }
}
