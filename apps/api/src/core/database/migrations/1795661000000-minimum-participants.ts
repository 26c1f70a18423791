import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Minimum participants: a workshop's minimum and its decision time (hours before each date),
 * and per session whether it runs whatever its minimum (confirmed by its host, or the minimum
 * was reached at the decision) and which decision time its host was warned about.
 */
export class MinimumParticipants1795661000000 implements MigrationInterface {
  name = 'MinimumParticipants1795661000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"min_participants\" integer");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"min_participants_decision_hours\" integer");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD \"run_confirmed_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD \"run_confirmed_by_id\" uuid");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD \"minimum_warned_for\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD CONSTRAINT \"workshops_min_participants_check\" CHECK (min_participants IS NULL OR (min_participants >= 1 AND min_participants_decision_hours >= 1))");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD CONSTRAINT \"FK_94206859cb856f63716f13f423a\" FOREIGN KEY (\"run_confirmed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP CONSTRAINT \"FK_94206859cb856f63716f13f423a\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP CONSTRAINT \"workshops_min_participants_check\"");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP COLUMN \"minimum_warned_for\"");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP COLUMN \"run_confirmed_by_id\"");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP COLUMN \"run_confirmed_at\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"min_participants_decision_hours\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"min_participants\"");
  }
}
