import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HostSessions1795462264923 implements MigrationInterface {
  name = 'HostSessions1795462264923';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"skipped_dates\" text array NOT NULL DEFAULT '{}'");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"notify_host_on_registration\" boolean NOT NULL DEFAULT true");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD \"sequence\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD \"off_schedule\" boolean NOT NULL DEFAULT false");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP COLUMN \"off_schedule\"");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP COLUMN \"sequence\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"notify_host_on_registration\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"skipped_dates\"");
  }
}
