import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecondFactors1795530000000 implements MigrationInterface {
  name = 'SecondFactors1795530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"mfa_challenges\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid, \"purpose\" character varying(20) NOT NULL, \"secret_hash\" character(64) NOT NULL, \"webauthn_challenge\" character varying(200), \"failed_attempts\" integer NOT NULL DEFAULT '0', \"expires_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_25d85a6da62620267e003fb4da4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"mfa_challenges_user_idx\" ON \"mfa_challenges\"  (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"passkeys\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"credential_id\" character varying(1400) NOT NULL, \"public_key\" bytea NOT NULL, \"sign_count\" bigint NOT NULL DEFAULT '0', \"transports\" character varying(200), \"name\" character varying(100) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"last_used_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"UQ_81b80835fab9dcadaebc6d168ab\" UNIQUE (\"credential_id\"), CONSTRAINT \"PK_db928e6fd79e7098911268a74c3\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"passkeys_user_idx\" ON \"passkeys\"  (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"recovery_codes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"code_hash\" character(64) NOT NULL, \"used_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_0723b9e53961e799027d7f7ba32\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"recovery_codes_user_idx\" ON \"recovery_codes\"  (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"totp_factors\" (\"user_id\" uuid NOT NULL, \"secret_encrypted\" text NOT NULL, \"confirmed_at\" TIMESTAMP WITH TIME ZONE, \"last_used_step\" bigint, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_eded11141800ddff9dfbd017fd2\" PRIMARY KEY (\"user_id\"))");
    await queryRunner.query("ALTER TABLE \"mfa_challenges\" ADD CONSTRAINT \"FK_1715663f6483821e6af6132b35b\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"passkeys\" ADD CONSTRAINT \"FK_02227b9a8a34a808e3e23800b00\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"recovery_codes\" ADD CONSTRAINT \"FK_fb82b2ac740ca095b617afad031\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"totp_factors\" ADD CONSTRAINT \"FK_eded11141800ddff9dfbd017fd2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"totp_factors\" DROP CONSTRAINT \"FK_eded11141800ddff9dfbd017fd2\"");
    await queryRunner.query("ALTER TABLE \"recovery_codes\" DROP CONSTRAINT \"FK_fb82b2ac740ca095b617afad031\"");
    await queryRunner.query("ALTER TABLE \"passkeys\" DROP CONSTRAINT \"FK_02227b9a8a34a808e3e23800b00\"");
    await queryRunner.query("ALTER TABLE \"mfa_challenges\" DROP CONSTRAINT \"FK_1715663f6483821e6af6132b35b\"");
    await queryRunner.query("DROP TABLE \"totp_factors\"");
    await queryRunner.query("DROP INDEX \"public\".\"recovery_codes_user_idx\"");
    await queryRunner.query("DROP TABLE \"recovery_codes\"");
    await queryRunner.query("DROP INDEX \"public\".\"passkeys_user_idx\"");
    await queryRunner.query("DROP TABLE \"passkeys\"");
    await queryRunner.query("DROP INDEX \"public\".\"mfa_challenges_user_idx\"");
    await queryRunner.query("DROP TABLE \"mfa_challenges\"");
  }
}
