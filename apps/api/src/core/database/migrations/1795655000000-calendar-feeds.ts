import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private calendar feeds: per member and kind (own feed, consultant feed) the nonce their
 * secret address derives from and the SHA-256 of that secret, looked up on every fetch.
 */
export class CalendarFeeds1795655000000 implements MigrationInterface {
  name = 'CalendarFeeds1795655000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"calendar_feeds\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"kind\" character varying(20) NOT NULL, \"nonce\" character varying(64) NOT NULL, \"secret_hash\" character(64) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_045067d8bb57f971f3c5426ea71\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"calendar_feeds_secret_hash_key\" ON \"calendar_feeds\"  (\"secret_hash\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"calendar_feeds_user_kind_key\" ON \"calendar_feeds\"  (\"user_id\", \"kind\") ");
    await queryRunner.query("ALTER TABLE \"calendar_feeds\" ADD CONSTRAINT \"FK_3212ce9ff23847e66347a6730d3\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"calendar_feeds\" DROP CONSTRAINT \"FK_3212ce9ff23847e66347a6730d3\"");
    await queryRunner.query("DROP INDEX \"public\".\"calendar_feeds_user_kind_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"calendar_feeds_secret_hash_key\"");
    await queryRunner.query("DROP TABLE \"calendar_feeds\"");
  }
}
