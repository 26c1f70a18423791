import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks personal files (profile photos) so they are served `private` and briefly. Existing
 * photos are found through the profiles that show them (current or last approved version).
 */
export class PersonalMedia1795510000001 implements MigrationInterface {
  name = 'PersonalMedia1795510000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "media" ADD "personal" boolean NOT NULL DEFAULT false');
    await queryRunner.query(
      `UPDATE media SET personal = true WHERE id IN (
         SELECT photo_media_id FROM profiles WHERE photo_media_id IS NOT NULL
         UNION
         SELECT (approved_face->>'photoMediaId')::uuid FROM profiles
          WHERE approved_face->>'photoMediaId' IS NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "media" DROP COLUMN "personal"');
  }
}
