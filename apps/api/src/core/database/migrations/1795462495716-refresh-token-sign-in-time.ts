import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RefreshTokenSignInTime1795462495716 implements MigrationInterface {
  name = 'RefreshTokenSignInTime1795462495716';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" ADD \"authenticated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()");
    // Sessions that exist already: their first token's creation is the best time known.
    await queryRunner.query("UPDATE \"refresh_tokens\" SET \"authenticated_at\" = \"created_at\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" DROP COLUMN \"authenticated_at\"");
  }
}
