import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountSettings1795462314451 implements MigrationInterface {
  name = 'AccountSettings1795462314451';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"email_change_requests\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"new_email\" character varying(254) NOT NULL, \"token_hash\" character(64) NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_7203e4c8b4ad74bb4d3fc6e2075\" UNIQUE (\"token_hash\"), CONSTRAINT \"PK_bd4c3add2b94c4ee2207d9234d6\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"email_change_requests_user_idx\" ON \"email_change_requests\"  (\"user_id\") ");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" ADD \"last_used_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" ADD \"user_agent\" character varying(400)");
    // Sessions that exist already: their token's creation is the best time known.
    await queryRunner.query("UPDATE \"refresh_tokens\" SET \"last_used_at\" = \"created_at\"");
    await queryRunner.query("ALTER TABLE \"email_change_requests\" ADD CONSTRAINT \"FK_45b3391d341b1a58def2881e8c2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"email_change_requests\" DROP CONSTRAINT \"FK_45b3391d341b1a58def2881e8c2\"");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" DROP COLUMN \"user_agent\"");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" DROP COLUMN \"last_used_at\"");
    await queryRunner.query("DROP INDEX \"public\".\"email_change_requests_user_idx\"");
    await queryRunner.query("DROP TABLE \"email_change_requests\"");
  }
}
