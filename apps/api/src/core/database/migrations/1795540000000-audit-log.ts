import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (module `audit`), append-only: a trigger refuses UPDATE and TRUNCATE always
 * and DELETE unless the transaction set `app.audit_retention = 'on'` (the retention job) and
 * the entry is older than `app.audit_retention_days` (at least 365) by the database's clock.
 * Triggers bind the table's owner too, so the app's own database user cannot rewrite history.
 */
export class AuditLog1795540000000 implements MigrationInterface {
  name = 'AuditLog1795540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_label" character varying(320), "action" character varying(60) NOT NULL, "target_type" character varying(40), "target_id" character varying(100), "subject_user_id" uuid, "ip" character varying(64), "before" jsonb, "after" jsonb, CONSTRAINT "PK_audit_log_id" PRIMARY KEY ("id"))`);
    await queryRunner.query('CREATE INDEX "IDX_9ab67a467c6969ee1cf92f2c34" ON "audit_log" ("occurred_at")');
    await queryRunner.query('CREATE INDEX "IDX_e05cfe531cce71f88fbb0e227e" ON "audit_log" ("actor_id", "occurred_at")');
    await queryRunner.query('CREATE INDEX "IDX_29136c028f1765209fbde61143" ON "audit_log" ("subject_user_id", "occurred_at")');
    await queryRunner.query('CREATE INDEX "IDX_901eaf87b08329ae0a30d2822b" ON "audit_log" ("action", "occurred_at")');
    await queryRunner.query('CREATE INDEX "IDX_f0e9a94f10a209afbf22d4e77a" ON "audit_log" ("target_type", "target_id")');
    await queryRunner.query(`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_days integer;
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_retention', true) = 'on' THEN
    keep_days := greatest(coalesce(nullif(current_setting('app.audit_retention_days', true), '')::integer, 730), 365);
    IF OLD.occurred_at < now() - make_interval(days => keep_days) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$`);
    await queryRunner.query('CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()');
    await queryRunner.query('CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER audit_log_no_truncate ON audit_log');
    await queryRunner.query('DROP TRIGGER audit_log_append_only ON audit_log');
    await queryRunner.query('DROP FUNCTION audit_log_append_only()');
    await queryRunner.query('DROP INDEX "public"."IDX_f0e9a94f10a209afbf22d4e77a"');
    await queryRunner.query('DROP INDEX "public"."IDX_901eaf87b08329ae0a30d2822b"');
    await queryRunner.query('DROP INDEX "public"."IDX_29136c028f1765209fbde61143"');
    await queryRunner.query('DROP INDEX "public"."IDX_e05cfe531cce71f88fbb0e227e"');
    await queryRunner.query('DROP INDEX "public"."IDX_9ab67a467c6969ee1cf92f2c34"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
