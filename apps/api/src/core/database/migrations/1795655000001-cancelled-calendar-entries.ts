import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cancelled sessions' calendar entries, kept after the session is deleted so the calendar
 * feeds still answer them as cancelled.
 */
export class CancelledCalendarEntries1795655000001 implements MigrationInterface {
  name = 'CancelledCalendarEntries1795655000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "cancelled_calendar_entries" ("entry_id" uuid NOT NULL, "session_id" uuid NOT NULL, "registration_id" uuid, "workshop_id" uuid NOT NULL, "user_id" uuid, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sequence" integer NOT NULL, "cancelled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0d4586c849b9962f023026da6d2" PRIMARY KEY ("entry_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "cancelled_calendar_entries_workshop_idx" ON "cancelled_calendar_entries"  ("workshop_id", "ends_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "cancelled_calendar_entries_user_idx" ON "cancelled_calendar_entries"  ("user_id", "ends_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" ADD CONSTRAINT "FK_2a63ea3b929356bf16ebb00a13c" FOREIGN KEY ("workshop_id") REFERENCES "workshops"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" ADD CONSTRAINT "FK_efe41b97dd3fecd7dd34c4be6a0" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" DROP CONSTRAINT "FK_efe41b97dd3fecd7dd34c4be6a0"',
    );
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" DROP CONSTRAINT "FK_2a63ea3b929356bf16ebb00a13c"',
    );
    await queryRunner.query('DROP INDEX "public"."cancelled_calendar_entries_user_idx"');
    await queryRunner.query('DROP INDEX "public"."cancelled_calendar_entries_workshop_idx"');
    await queryRunner.query('DROP TABLE "cancelled_calendar_entries"');
  }
}
