import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feedback and materials after a session: `session_feedback` (one per registration),
 * `workshop_materials` (files kept as restricted `media` rows, or links), the workshops'
 * rating figures (`rating_count`, `rating_sum`) and a `document` kind of stored file (slides).
 */
export class AfterSession1795663100000 implements MigrationInterface {
  name = 'AfterSession1795663100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"session_feedback\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"registration_id\" uuid NOT NULL, \"session_id\" uuid NOT NULL, \"workshop_id\" uuid NOT NULL, \"overall\" smallint NOT NULL, \"content_rating\" smallint, \"host_rating\" smallint, \"comment\" text NOT NULL DEFAULT '', \"show_publicly\" boolean NOT NULL DEFAULT false, \"public_name\" character varying(60) NOT NULL DEFAULT '', \"comment_hidden_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_3458e86083b4972e619b263fef1\" UNIQUE (\"registration_id\"), CONSTRAINT \"session_feedback_comment_check\" CHECK (char_length(comment) <= 2000), CONSTRAINT \"session_feedback_host_check\" CHECK (host_rating IS NULL OR host_rating BETWEEN 1 AND 5), CONSTRAINT \"session_feedback_content_check\" CHECK (content_rating IS NULL OR content_rating BETWEEN 1 AND 5), CONSTRAINT \"session_feedback_overall_check\" CHECK (overall BETWEEN 1 AND 5), CONSTRAINT \"PK_5351647a4a00ccbca90adb057f6\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"session_feedback_session_idx\" ON \"session_feedback\"  (\"session_id\") ");
    await queryRunner.query("CREATE INDEX \"session_feedback_workshop_idx\" ON \"session_feedback\"  (\"workshop_id\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"workshop_materials\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"workshop_id\" uuid NOT NULL, \"session_id\" uuid, \"title\" character varying(200) NOT NULL, \"audience\" character varying(20) NOT NULL, \"media_id\" uuid, \"file_name\" character varying(200), \"content_type\" character varying(100), \"byte_size\" integer, \"url\" character varying(2000), \"created_by\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"workshop_materials_kind_check\" CHECK ((media_id IS NULL) <> (url IS NULL)), CONSTRAINT \"workshop_materials_audience_check\" CHECK (audience IN ('attendees', 'registrants')), CONSTRAINT \"PK_60a9ce834a56fd7dac0b21ee105\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshop_materials_workshop_idx\" ON \"workshop_materials\"  (\"workshop_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"media\" ADD \"restricted\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"rating_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"rating_sum\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TYPE \"public\".\"media_kind\" ADD VALUE 'document'");
    await queryRunner.query("ALTER TABLE \"session_feedback\" ADD CONSTRAINT \"FK_3458e86083b4972e619b263fef1\" FOREIGN KEY (\"registration_id\") REFERENCES \"workshop_registrations\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"session_feedback\" ADD CONSTRAINT \"FK_2a2e14a35ecefd7803561e15253\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"session_feedback\" ADD CONSTRAINT \"FK_fbac965934ed9e996968083c3f2\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" ADD CONSTRAINT \"FK_254aff1daeb773312ece9cdc1a4\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" ADD CONSTRAINT \"FK_437e7aefef2b72624c7bdd71c1a\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" ADD CONSTRAINT \"FK_3a6b52c10b6b88fcbd4fa6ac76e\" FOREIGN KEY (\"media_id\") REFERENCES \"media\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" ADD CONSTRAINT \"FK_fcbac5e234e7a25228915fc1e88\" FOREIGN KEY (\"created_by\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshop_materials\" DROP CONSTRAINT \"FK_fcbac5e234e7a25228915fc1e88\"");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" DROP CONSTRAINT \"FK_3a6b52c10b6b88fcbd4fa6ac76e\"");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" DROP CONSTRAINT \"FK_437e7aefef2b72624c7bdd71c1a\"");
    await queryRunner.query("ALTER TABLE \"workshop_materials\" DROP CONSTRAINT \"FK_254aff1daeb773312ece9cdc1a4\"");
    await queryRunner.query("ALTER TABLE \"session_feedback\" DROP CONSTRAINT \"FK_fbac965934ed9e996968083c3f2\"");
    await queryRunner.query("ALTER TABLE \"session_feedback\" DROP CONSTRAINT \"FK_2a2e14a35ecefd7803561e15253\"");
    await queryRunner.query("ALTER TABLE \"session_feedback\" DROP CONSTRAINT \"FK_3458e86083b4972e619b263fef1\"");
    await queryRunner.query("CREATE TYPE \"public\".\"media_kind_old\" AS ENUM('image', 'pdf')");
    await queryRunner.query("ALTER TABLE \"media\" ALTER COLUMN \"kind\" TYPE \"public\".\"media_kind_old\" USING \"kind\"::\"text\"::\"public\".\"media_kind_old\"");
    await queryRunner.query("DROP TYPE \"public\".\"media_kind\"");
    await queryRunner.query("ALTER TYPE \"public\".\"media_kind_old\" RENAME TO \"media_kind\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"rating_sum\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"rating_count\"");
    await queryRunner.query("ALTER TABLE \"media\" DROP COLUMN \"restricted\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_materials_workshop_idx\"");
    await queryRunner.query("DROP TABLE \"workshop_materials\"");
    await queryRunner.query("DROP INDEX \"public\".\"session_feedback_workshop_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"session_feedback_session_idx\"");
    await queryRunner.query("DROP TABLE \"session_feedback\"");
  }
}
