import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request's follow link, sealed with a key derived from the app secret, so the status and
 * proposal mails can carry it (the lookup still goes by its SHA-256). Older requests have none.
 */
export class ProjectFollowLinkSealed1795664000001 implements MigrationInterface {
  name = 'ProjectFollowLinkSealed1795664000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "project_requests" ADD "token_sealed" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "project_requests" DROP COLUMN "token_sealed"');
  }
}
