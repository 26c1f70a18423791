import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795215948683 implements MigrationInterface {
  name = 'Initial1795215948683';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"app_meta\" (\"key\" character varying(100) NOT NULL, \"value\" jsonb NOT NULL, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_2517812d17c14a0ecd40dd79d63\" PRIMARY KEY (\"key\"))");
    await queryRunner.query("CREATE TYPE \"public\".\"user_role\" AS ENUM('CLIENT', 'ADMIN')");
    await queryRunner.query("CREATE TYPE \"public\".\"user_status\" AS ENUM('active', 'disabled', 'deleted')");
    await queryRunner.query("CREATE TYPE \"public\".\"user_locale\" AS ENUM('de', 'en')");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"email\" character varying(254) NOT NULL, \"name\" character varying(200) NOT NULL, \"role\" \"public\".\"user_role\" NOT NULL DEFAULT 'CLIENT', \"status\" \"public\".\"user_status\" NOT NULL DEFAULT 'active', \"tenant_id\" integer NOT NULL DEFAULT '1', \"company\" character varying(200), \"password_hash\" text, \"email_verified_at\" TIMESTAMP WITH TIME ZONE, \"privacy_consent_at\" TIMESTAMP WITH TIME ZONE, \"newsletter_consent\" boolean NOT NULL DEFAULT false, \"locale\" \"public\".\"user_locale\" NOT NULL DEFAULT 'de', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_97672ac88f789774dd47f7c8be3\" UNIQUE (\"email\"), CONSTRAINT \"PK_a3ffb1c0c8416b9fc6f907b7433\" PRIMARY KEY (\"id\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("DROP TYPE \"public\".\"user_locale\"");
    await queryRunner.query("DROP TYPE \"public\".\"user_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"user_role\"");
    await queryRunner.query("DROP TABLE \"app_meta\"");
  }
}
