import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security issue (sign-in and sessions): the successor of each refresh token (handed out again
 * within the reuse grace), the cancel link of a pending e-mail change, and one-time sign-in
 * links mailed while an account is slowed down.
 */
export class SignInHardening1795500000000 implements MigrationInterface {
  name = 'SignInHardening1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "refresh_tokens" ADD "successor_id" uuid');
    await queryRunner.query('ALTER TABLE "email_change_requests" ADD "cancel_token_hash" character(64)');
    await queryRunner.query(
      'ALTER TABLE "email_change_requests" ADD CONSTRAINT "UQ_email_change_requests_cancel_token_hash" UNIQUE ("cancel_token_hash")',
    );
    await queryRunner.query("ALTER TYPE \"email_token_purpose\" ADD VALUE IF NOT EXISTS 'sign_in_link'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM \"email_tokens\" WHERE \"purpose\" = 'sign_in_link'");
    await queryRunner.query('ALTER TYPE "email_token_purpose" RENAME TO "email_token_purpose_old"');
    await queryRunner.query(
      "CREATE TYPE \"email_token_purpose\" AS ENUM('verify_email', 'reset_password', 'sign_in_handoff')",
    );
    await queryRunner.query(
      'ALTER TABLE "email_tokens" ALTER COLUMN "purpose" TYPE "email_token_purpose" USING "purpose"::text::"email_token_purpose"',
    );
    await queryRunner.query('DROP TYPE "email_token_purpose_old"');
    await queryRunner.query(
      'ALTER TABLE "email_change_requests" DROP CONSTRAINT "UQ_email_change_requests_cancel_token_hash"',
    );
    await queryRunner.query('ALTER TABLE "email_change_requests" DROP COLUMN "cancel_token_hash"');
    await queryRunner.query('ALTER TABLE "refresh_tokens" DROP COLUMN "successor_id"');
  }
}
