import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AcademyRegistrations1795227861320 implements MigrationInterface {
  name = 'AcademyRegistrations1795227861320';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"academy_promo_codes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"code\" character varying(60) NOT NULL, \"tool\" character varying(120) NOT NULL, \"description_de\" text NOT NULL, \"description_en\" text NOT NULL, \"active\" boolean NOT NULL DEFAULT true, \"workshop_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_52d2e9b68806d630aa4d812e637\" UNIQUE (\"code\"), CONSTRAINT \"PK_7dc438c5c24a53fc9f546812eff\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"academy_promo_codes_workshop_idx\" ON \"academy_promo_codes\"  (\"workshop_id\") ");
    await queryRunner.query("CREATE TYPE \"public\".\"registration_status\" AS ENUM('confirmed', 'waitlisted', 'cancelled')");
    await queryRunner.query("CREATE TABLE \"workshop_registrations\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"session_id\" uuid NOT NULL, \"workshop_id\" uuid NOT NULL, \"user_id\" uuid, \"name\" character varying(200) NOT NULL, \"email\" character varying(254) NOT NULL, \"status\" \"public\".\"registration_status\" NOT NULL, \"notes\" text, \"cancellation_reason\" text, \"price_cents\" integer NOT NULL, \"locale\" character varying(2) NOT NULL, \"cancel_token_hash\" character varying(64), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"workshop_registrations_locale_check\" CHECK (locale IN ('de', 'en')), CONSTRAINT \"workshop_registrations_price_check\" CHECK (price_cents >= 0), CONSTRAINT \"workshop_registrations_email_check\" CHECK (email = lower(email)), CONSTRAINT \"PK_70cf3ddc524df0a829737935939\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_workshop_idx\" ON \"workshop_registrations\"  (\"workshop_id\") ");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_user_idx\" ON \"workshop_registrations\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_waitlist_idx\" ON \"workshop_registrations\"  (\"session_id\", \"status\", \"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"workshop_registrations_session_email_key\" ON \"workshop_registrations\"  (\"session_id\", \"email\") WHERE status <> 'cancelled'");
    await queryRunner.query("ALTER TABLE \"academy_promo_codes\" ADD CONSTRAINT \"FK_02630efa9108d01f9f2837fe105\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_2d51b5951fba464149e6f00955c\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_7cbbd46cce4ba6ff2cba16d8aa9\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_280c85504bd7afe86fad69bcfab\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    // Written by hand (TypeORM cannot declare these): the Academy's text search over German and
    // English stems (title weighted above description) and the tag filter, both as GIN indexes.
    await queryRunner.query("CREATE FUNCTION \"workshop_search_vector\"(title text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')");
    await queryRunner.query("CREATE INDEX \"workshops_search_idx\" ON \"workshops\" USING gin (\"workshop_search_vector\"(\"title\", \"description\"))");
    await queryRunner.query("CREATE INDEX \"workshops_tags_idx\" ON \"workshops\" USING gin (\"tags\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"workshops_tags_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshops_search_idx\"");
    await queryRunner.query("DROP FUNCTION \"workshop_search_vector\"(text, text)");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_280c85504bd7afe86fad69bcfab\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_7cbbd46cce4ba6ff2cba16d8aa9\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_2d51b5951fba464149e6f00955c\"");
    await queryRunner.query("ALTER TABLE \"academy_promo_codes\" DROP CONSTRAINT \"FK_02630efa9108d01f9f2837fe105\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_session_email_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_waitlist_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_user_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_workshop_idx\"");
    await queryRunner.query("DROP TABLE \"workshop_registrations\"");
    await queryRunner.query("DROP TYPE \"public\".\"registration_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"academy_promo_codes_workshop_idx\"");
    await queryRunner.query("DROP TABLE \"academy_promo_codes\"");
  }
}
