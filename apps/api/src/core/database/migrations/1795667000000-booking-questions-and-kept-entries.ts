import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consultants' booking questions and the bookings' answers; a cancelled session's kept calendar
 * entries carry their workshop's title, place, visibility and host, so they outlive a deleted
 * workshop (shown cancelled in the feeds instead of vanishing).
 */
export class BookingQuestionsAndKeptEntries1795667000000 implements MigrationInterface {
  name = 'BookingQuestionsAndKeptEntries1795667000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "consultants" ADD "booking_questions" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(`ALTER TABLE "bookings" ADD "answers" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" DROP CONSTRAINT "FK_2a63ea3b929356bf16ebb00a13c"',
    );
    await queryRunner.query(
      `ALTER TABLE "cancelled_calendar_entries"
         ADD "slug" character varying(160), ADD "title" character varying(200),
         ADD "format" character varying(20), ADD "location" character varying(300),
         ADD "video_call_link" character varying(500), ADD "is_public" boolean,
         ADD "creator_id" uuid`,
    );
    await queryRunner.query(
      `UPDATE cancelled_calendar_entries c
          SET slug = w.slug, title = w.title, format = w.format::text, location = w.location,
              video_call_link = w.video_call_link, creator_id = w.creator_id,
              is_public = (w.is_approved AND w.is_public AND w.visibility = 'public')
         FROM workshops w WHERE w.id = c.workshop_id`,
    );
    await queryRunner.query(
      `ALTER TABLE "cancelled_calendar_entries"
         ALTER COLUMN "slug" SET NOT NULL, ALTER COLUMN "title" SET NOT NULL,
         ALTER COLUMN "format" SET NOT NULL, ALTER COLUMN "is_public" SET NOT NULL`,
    );
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" ADD CONSTRAINT "FK_27dd2a5859f1b7062eb93b21bb8" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" DROP CONSTRAINT "FK_27dd2a5859f1b7062eb93b21bb8"',
    );
    await queryRunner.query(
      'DELETE FROM cancelled_calendar_entries c WHERE NOT EXISTS (SELECT 1 FROM workshops w WHERE w.id = c.workshop_id)',
    );
    await queryRunner.query(
      `ALTER TABLE "cancelled_calendar_entries" DROP COLUMN "creator_id", DROP COLUMN "is_public",
         DROP COLUMN "video_call_link", DROP COLUMN "location", DROP COLUMN "format",
         DROP COLUMN "title", DROP COLUMN "slug"`,
    );
    await queryRunner.query(
      'ALTER TABLE "cancelled_calendar_entries" ADD CONSTRAINT "FK_2a63ea3b929356bf16ebb00a13c" FOREIGN KEY ("workshop_id") REFERENCES "workshops"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "answers"');
    await queryRunner.query('ALTER TABLE "consultants" DROP COLUMN "booking_questions"');
  }
}
