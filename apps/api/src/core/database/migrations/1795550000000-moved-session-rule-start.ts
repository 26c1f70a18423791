import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A session the host moved remembers the rule's date it stands in for. */
export class MovedSessionRuleStart1795550000000 implements MigrationInterface {
  name = 'MovedSessionRuleStart1795550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workshop_sessions" ADD "rule_starts_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workshop_sessions" DROP COLUMN "rule_starts_at"');
  }
}
