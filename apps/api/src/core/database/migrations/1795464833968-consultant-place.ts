import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultantPlace1795464833968 implements MigrationInterface {
  name = 'ConsultantPlace1795464833968';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"consultants\" ADD \"location\" character varying(300)");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD \"meeting_url\" character varying(500)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"consultants\" DROP COLUMN \"meeting_url\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP COLUMN \"location\"");
  }
}
