import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaProfilesWorkshops1795218886547 implements MigrationInterface {
  name = 'MediaProfilesWorkshops1795218886547';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"media_kind\" AS ENUM('image', 'pdf')");
    await queryRunner.query("CREATE TABLE \"media\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"kind\" \"public\".\"media_kind\" NOT NULL, \"content_type\" character varying(100) NOT NULL, \"bytes\" bytea NOT NULL, \"byte_size\" integer NOT NULL, \"width\" integer, \"height\" integer, \"owner_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_f4e0fcac36e050de337b670d8bd\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TYPE \"public\".\"profile_visibility\" AS ENUM('private', 'team', 'public')");
    await queryRunner.query("CREATE TYPE \"public\".\"approval_status\" AS ENUM('pending', 'needs_review', 'approved', 'rejected')");
    await queryRunner.query("CREATE TABLE \"profiles\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"display_name\" character varying(120) NOT NULL, \"headline\" character varying(160), \"bio\" text, \"skills\" text array NOT NULL DEFAULT '{}', \"company\" character varying(200), \"location\" character varying(120), \"links\" jsonb NOT NULL DEFAULT '{}', \"photo_media_id\" uuid, \"visibility\" \"public\".\"profile_visibility\" NOT NULL DEFAULT 'private', \"approval_status\" \"public\".\"approval_status\" NOT NULL DEFAULT 'pending', \"admin_comment\" text, \"approved_face\" jsonb, \"approved_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"REL_9e432b7df0d182f8d292902d1a\" UNIQUE (\"user_id\"), CONSTRAINT \"PK_8e520eb4da7dc01d0e190447c8e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TYPE \"public\".\"workshop_format\" AS ENUM('online', 'in_person', 'hybrid')");
    await queryRunner.query("CREATE TYPE \"public\".\"workshop_visibility\" AS ENUM('public', 'members_only')");
    await queryRunner.query("CREATE TYPE \"public\".\"workshop_status\" AS ENUM('scheduled', 'cancelled', 'completed')");
    await queryRunner.query("CREATE TABLE \"workshops\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"slug\" character varying(160) NOT NULL, \"title\" character varying(200) NOT NULL, \"description\" text NOT NULL, \"category\" character varying(80), \"format\" \"public\".\"workshop_format\" NOT NULL, \"location\" character varying(300), \"video_call_link\" character varying(500), \"starts_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"time_zone\" character varying(64) NOT NULL DEFAULT 'Europe/Berlin', \"duration_minutes\" integer NOT NULL, \"max_participants\" integer NOT NULL, \"learning_objectives\" text array NOT NULL DEFAULT '{}', \"materials\" jsonb NOT NULL DEFAULT '[]', \"tags\" text array NOT NULL DEFAULT '{}', \"base_price_cents\" integer NOT NULL DEFAULT '0', \"member_discount_percent\" numeric(5,2) NOT NULL DEFAULT '50', \"is_public\" boolean NOT NULL DEFAULT true, \"visibility\" \"public\".\"workshop_visibility\" NOT NULL DEFAULT 'public', \"guest_registration_enabled\" boolean NOT NULL DEFAULT false, \"poster_media_id\" uuid, \"pending_poster_media_id\" uuid, \"is_approved\" boolean NOT NULL DEFAULT false, \"status\" \"public\".\"workshop_status\" NOT NULL DEFAULT 'scheduled', \"is_featured\" boolean NOT NULL DEFAULT false, \"creator_id\" uuid, \"recurrence_rule\" text, \"recurrence_ends_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_eb018fe70c86a54cbb15200f6ef\" UNIQUE (\"slug\"), CONSTRAINT \"workshops_guest_registration_check\" CHECK (NOT guest_registration_enabled OR (is_public AND visibility = 'public')), CONSTRAINT \"workshops_discount_check\" CHECK (member_discount_percent >= 0 AND member_discount_percent <= 100), CONSTRAINT \"workshops_price_check\" CHECK (base_price_cents >= 0), CONSTRAINT \"workshops_max_participants_check\" CHECK (max_participants >= 1), CONSTRAINT \"workshops_duration_check\" CHECK (duration_minutes >= 30 AND duration_minutes % 30 = 0), CONSTRAINT \"PK_6d0e82a124f5b53df91c8989848\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshops_listing_idx\" ON \"workshops\"  (\"is_approved\", \"status\", \"starts_at\") ");
    await queryRunner.query("CREATE TABLE \"workshop_sessions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"workshop_id\" uuid NOT NULL, \"starts_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"ends_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"capacity\" integer NOT NULL, \"registered_count\" integer NOT NULL DEFAULT '0', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"workshop_sessions_workshop_start_key\" UNIQUE (\"workshop_id\", \"starts_at\"), CONSTRAINT \"workshop_sessions_registered_check\" CHECK (registered_count >= 0 AND registered_count <= capacity), CONSTRAINT \"workshop_sessions_capacity_check\" CHECK (capacity >= 1), CONSTRAINT \"PK_ffa377158994e3ed040f112129d\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshop_sessions_starts_idx\" ON \"workshop_sessions\"  (\"starts_at\") ");
    await queryRunner.query("ALTER TABLE \"profiles\" ADD CONSTRAINT \"FK_9e432b7df0d182f8d292902d1a2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"profiles\" ADD CONSTRAINT \"FK_60ce42132300b1a08042af85ffb\" FOREIGN KEY (\"photo_media_id\") REFERENCES \"media\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD CONSTRAINT \"FK_68162cfba770d6b8e6147e9d077\" FOREIGN KEY (\"poster_media_id\") REFERENCES \"media\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD CONSTRAINT \"FK_3f155238c344b192eb6dce58998\" FOREIGN KEY (\"pending_poster_media_id\") REFERENCES \"media\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD CONSTRAINT \"FK_0b78cd483cffb2c198b06de9c0e\" FOREIGN KEY (\"creator_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" ADD CONSTRAINT \"FK_00575920d8f9fa58744c5546946\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshop_sessions\" DROP CONSTRAINT \"FK_00575920d8f9fa58744c5546946\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP CONSTRAINT \"FK_0b78cd483cffb2c198b06de9c0e\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP CONSTRAINT \"FK_3f155238c344b192eb6dce58998\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP CONSTRAINT \"FK_68162cfba770d6b8e6147e9d077\"");
    await queryRunner.query("ALTER TABLE \"profiles\" DROP CONSTRAINT \"FK_60ce42132300b1a08042af85ffb\"");
    await queryRunner.query("ALTER TABLE \"profiles\" DROP CONSTRAINT \"FK_9e432b7df0d182f8d292902d1a2\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_sessions_starts_idx\"");
    await queryRunner.query("DROP TABLE \"workshop_sessions\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshops_listing_idx\"");
    await queryRunner.query("DROP TABLE \"workshops\"");
    await queryRunner.query("DROP TYPE \"public\".\"workshop_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"workshop_visibility\"");
    await queryRunner.query("DROP TYPE \"public\".\"workshop_format\"");
    await queryRunner.query("DROP TABLE \"profiles\"");
    await queryRunner.query("DROP TYPE \"public\".\"approval_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"profile_visibility\"");
    await queryRunner.query("DROP TABLE \"media\"");
    await queryRunner.query("DROP TYPE \"public\".\"media_kind\"");
  }
}
