import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Check-in at a session: the check-ins (one per registration) and the helpers a host names, and
 * a check-in code on every registration. Registrations made before get their code here (128
 * random bits as base64url, the same as `newCheckInCode`), so their QR codes can be shown.
 */
export class CheckIns1795640000000 implements MigrationInterface {
  name = 'CheckIns1795640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"check_in_helpers\" (\"session_id\" uuid NOT NULL, \"email\" character varying(254) NOT NULL, \"added_by\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"check_in_helpers_email_check\" CHECK (email = lower(email)), CONSTRAINT \"PK_10fd2cbd048a752791782f18b02\" PRIMARY KEY (\"session_id\", \"email\"))");
    await queryRunner.query("CREATE TABLE \"check_ins\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"registration_id\" uuid NOT NULL, \"session_id\" uuid NOT NULL, \"checked_in_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"checked_in_by\" uuid, \"checked_in_by_name\" character varying(200) NOT NULL, \"method\" character varying(10) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_ec62eb9e9e2b46305f66e50272c\" UNIQUE (\"registration_id\"), CONSTRAINT \"check_ins_method_check\" CHECK (method IN ('scan', 'name')), CONSTRAINT \"PK_fac7f27bc829a454ad477c13f62\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"check_ins_session_idx\" ON \"check_ins\"  (\"session_id\", \"checked_in_at\") ");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD \"check_in_code\" character varying(43)");
    const rows = (await queryRunner.query('SELECT id FROM workshop_registrations')) as Array<{ id: string }>;
    if (rows.length > 0)
      await queryRunner.query(
        `UPDATE workshop_registrations r SET check_in_code = c.code
         FROM unnest($1::uuid[], $2::text[]) AS c(id, code) WHERE r.id = c.id`,
        [rows.map((r) => r.id), rows.map(() => randomBytes(16).toString('base64url'))],
      );
    await queryRunner.query('ALTER TABLE "workshop_registrations" ALTER COLUMN "check_in_code" SET NOT NULL');
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"UQ_ef9786ec4be839e204f3174b5bd\" UNIQUE (\"check_in_code\")");
    await queryRunner.query("ALTER TABLE \"check_in_helpers\" ADD CONSTRAINT \"FK_290af692d2585f4bfc8443f33c9\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"check_in_helpers\" ADD CONSTRAINT \"FK_c8078a29bdb92faab8296573a24\" FOREIGN KEY (\"added_by\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"check_ins\" ADD CONSTRAINT \"FK_ec62eb9e9e2b46305f66e50272c\" FOREIGN KEY (\"registration_id\") REFERENCES \"workshop_registrations\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"check_ins\" ADD CONSTRAINT \"FK_38c1ee9b519e639d56965b26b07\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"check_ins\" ADD CONSTRAINT \"FK_5022cbe0cf63097aacac5ef411d\" FOREIGN KEY (\"checked_in_by\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"check_ins\" DROP CONSTRAINT \"FK_5022cbe0cf63097aacac5ef411d\"");
    await queryRunner.query("ALTER TABLE \"check_ins\" DROP CONSTRAINT \"FK_38c1ee9b519e639d56965b26b07\"");
    await queryRunner.query("ALTER TABLE \"check_ins\" DROP CONSTRAINT \"FK_ec62eb9e9e2b46305f66e50272c\"");
    await queryRunner.query("ALTER TABLE \"check_in_helpers\" DROP CONSTRAINT \"FK_c8078a29bdb92faab8296573a24\"");
    await queryRunner.query("ALTER TABLE \"check_in_helpers\" DROP CONSTRAINT \"FK_290af692d2585f4bfc8443f33c9\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"UQ_ef9786ec4be839e204f3174b5bd\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP COLUMN \"check_in_code\"");
    await queryRunner.query("DROP INDEX \"public\".\"check_ins_session_idx\"");
    await queryRunner.query("DROP TABLE \"check_ins\"");
    await queryRunner.query("DROP TABLE \"check_in_helpers\"");
  }
}
