import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSessionsAndTokens1795219226442 implements MigrationInterface {
  name = 'AuthSessionsAndTokens1795219226442';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"email_token_purpose\" AS ENUM('verify_email', 'reset_password', 'sign_in_handoff')");
    await queryRunner.query("CREATE TABLE \"email_tokens\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"purpose\" \"public\".\"email_token_purpose\" NOT NULL, \"token_hash\" character(64) NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_8acb431edfc9f9d0e77741468ed\" UNIQUE (\"token_hash\"), CONSTRAINT \"PK_08abb3fa348e894c274a6730d35\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"email_tokens_user_purpose_idx\" ON \"email_tokens\"  (\"user_id\", \"purpose\") ");
    await queryRunner.query("CREATE TABLE \"refresh_tokens\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"family_id\" uuid NOT NULL, \"secret_hash\" character(64) NOT NULL, \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"revoked_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_7d8bee0204106019488c4c50ffa\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"refresh_tokens_user_idx\" ON \"refresh_tokens\"  (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"refresh_tokens_family_idx\" ON \"refresh_tokens\"  (\"family_id\") ");
    await queryRunner.query("CREATE TABLE \"user_identities\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"provider\" character varying(20) NOT NULL, \"subject\" character varying(255) NOT NULL, \"email\" character varying(254), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"user_identities_provider_subject_key\" UNIQUE (\"provider\", \"subject\"), CONSTRAINT \"PK_e23bff04e9c3e7b785e442b262c\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"user_identities_user_idx\" ON \"user_identities\"  (\"user_id\") ");
    await queryRunner.query("ALTER TABLE \"email_tokens\" ADD CONSTRAINT \"FK_018295f41628791c301bfe8b625\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" ADD CONSTRAINT \"FK_3ddc983c5f7bcf132fd8732c3f4\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"user_identities\" ADD CONSTRAINT \"FK_bf5fe01eb8cad7114b4c371cdc7\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"user_identities\" DROP CONSTRAINT \"FK_bf5fe01eb8cad7114b4c371cdc7\"");
    await queryRunner.query("ALTER TABLE \"refresh_tokens\" DROP CONSTRAINT \"FK_3ddc983c5f7bcf132fd8732c3f4\"");
    await queryRunner.query("ALTER TABLE \"email_tokens\" DROP CONSTRAINT \"FK_018295f41628791c301bfe8b625\"");
    await queryRunner.query("DROP INDEX \"public\".\"user_identities_user_idx\"");
    await queryRunner.query("DROP TABLE \"user_identities\"");
    await queryRunner.query("DROP INDEX \"public\".\"refresh_tokens_family_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"refresh_tokens_user_idx\"");
    await queryRunner.query("DROP TABLE \"refresh_tokens\"");
    await queryRunner.query("DROP INDEX \"public\".\"email_tokens_user_purpose_idx\"");
    await queryRunner.query("DROP TABLE \"email_tokens\"");
    await queryRunner.query("DROP TYPE \"public\".\"email_token_purpose\"");
  }
}
