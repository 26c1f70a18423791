import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online attendance: every registration gets its personal join link's key (existing ones
 * backfilled), a check-in may come from that link ('online') or the host's tick ('hand'), and
 * hosts and helpers may keep named, revocable device tokens for scanner apps.
 */
export class OnlineAttendance1795660000000 implements MigrationInterface {
  name = 'OnlineAttendance1795660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"check_in_device_tokens\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"name\" character varying(80) NOT NULL, \"token_hash\" character varying(64) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"last_used_at\" TIMESTAMP WITH TIME ZONE, \"revoked_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"UQ_5a84af2da44ac6ff7b0f7e2979c\" UNIQUE (\"token_hash\"), CONSTRAINT \"PK_77f94d37766cb16f6ea24d88e57\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"check_in_device_tokens_user_idx\" ON \"check_in_device_tokens\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD \"join_code\" character varying(43)");
    const rows = (await queryRunner.query('SELECT id FROM workshop_registrations')) as Array<{ id: string }>;
    if (rows.length > 0)
      await queryRunner.query(
        `UPDATE workshop_registrations r SET join_code = c.code
         FROM unnest($1::uuid[], $2::text[]) AS c(id, code) WHERE r.id = c.id`,
        [rows.map((r) => r.id), rows.map(() => randomBytes(16).toString('base64url'))],
      );
    await queryRunner.query('ALTER TABLE "workshop_registrations" ALTER COLUMN "join_code" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_method_check"');
    await queryRunner.query("ALTER TABLE \"check_ins\" ADD CONSTRAINT \"check_ins_method_check\" CHECK (method IN ('scan', 'name', 'online', 'hand'))");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"UQ_26252d907d539fd203ee8f571a8\" UNIQUE (\"join_code\")");
    await queryRunner.query("ALTER TABLE \"check_in_device_tokens\" ADD CONSTRAINT \"FK_eee3ea9f59d6425c552b5458fae\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"check_in_device_tokens\" DROP CONSTRAINT \"FK_eee3ea9f59d6425c552b5458fae\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"UQ_26252d907d539fd203ee8f571a8\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP COLUMN \"join_code\"");
    await queryRunner.query("DELETE FROM check_ins WHERE method IN ('online', 'hand')");
    await queryRunner.query('ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_method_check"');
    await queryRunner.query("ALTER TABLE \"check_ins\" ADD CONSTRAINT \"check_ins_method_check\" CHECK (method IN ('scan', 'name'))");
    await queryRunner.query("DROP INDEX \"public\".\"check_in_device_tokens_user_idx\"");
    await queryRunner.query("DROP TABLE \"check_in_device_tokens\"");
  }
}
