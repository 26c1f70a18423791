import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Certificates of attendance (module `certificates`): one per registration with a check-in. */
export class Certificates1795662000000 implements MigrationInterface {
  name = 'Certificates1795662000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"certificates\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"number\" character varying(20) NOT NULL, \"registration_id\" uuid, \"session_id\" uuid, \"user_id\" uuid, \"locale\" character varying(2) NOT NULL, \"name\" character varying(200) NOT NULL, \"workshop_title\" character varying(200) NOT NULL, \"starts_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"ends_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"duration_minutes\" integer NOT NULL, \"format\" character varying(20) NOT NULL, \"location\" character varying(300), \"learning_objectives\" text array NOT NULL DEFAULT '{}', \"host_name\" character varying(200), \"issuer\" jsonb NOT NULL, \"issued_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"revoked_at\" TIMESTAMP WITH TIME ZONE, \"revoked_reason\" character varying(500), \"revoked_by\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_8b379f595aea96c9406c5a44900\" UNIQUE (\"number\"), CONSTRAINT \"UQ_2709475ae00f4c6d19b976e3d9e\" UNIQUE (\"registration_id\"), CONSTRAINT \"PK_e4c7e31e2144300bea7d89eb165\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"certificates_user_idx\" ON \"certificates\"  (\"user_id\", \"starts_at\") ");
    await queryRunner.query("ALTER TABLE \"certificates\" ADD CONSTRAINT \"FK_2709475ae00f4c6d19b976e3d9e\" FOREIGN KEY (\"registration_id\") REFERENCES \"workshop_registrations\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"certificates\" ADD CONSTRAINT \"FK_e5b60b60b14e1241b9758366b46\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"certificates\" ADD CONSTRAINT \"FK_88f90b1b9c635c14271e509cec0\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"certificates\" ADD CONSTRAINT \"FK_0b6b1b7830f5bd47f9769ef860c\" FOREIGN KEY (\"revoked_by\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"certificates\" DROP CONSTRAINT \"FK_0b6b1b7830f5bd47f9769ef860c\"");
    await queryRunner.query("ALTER TABLE \"certificates\" DROP CONSTRAINT \"FK_88f90b1b9c635c14271e509cec0\"");
    await queryRunner.query("ALTER TABLE \"certificates\" DROP CONSTRAINT \"FK_e5b60b60b14e1241b9758366b46\"");
    await queryRunner.query("ALTER TABLE \"certificates\" DROP CONSTRAINT \"FK_2709475ae00f4c6d19b976e3d9e\"");
    await queryRunner.query("DROP INDEX \"public\".\"certificates_user_idx\"");
    await queryRunner.query("DROP TABLE \"certificates\"");
  }
}
