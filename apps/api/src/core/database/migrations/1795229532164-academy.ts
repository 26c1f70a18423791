import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Academy1795229532164 implements MigrationInterface {
  name = 'Academy1795229532164';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"academy_listing\" (\"workshop_id\" uuid NOT NULL, \"is_approved\" boolean NOT NULL, \"is_public\" boolean NOT NULL, \"visibility\" character varying(20) NOT NULL, \"status\" character varying(20) NOT NULL, \"format\" character varying(20) NOT NULL, \"category\" character varying(80), \"tags\" text array NOT NULL, \"is_featured\" boolean NOT NULL, \"next_session_id\" uuid, \"next_starts_at\" TIMESTAMP WITH TIME ZONE, \"capacity\" integer, \"registered_count\" integer, CONSTRAINT \"PK_04ef329666d3ac2eee57de55664\" PRIMARY KEY (\"workshop_id\"))");
    await queryRunner.query("CREATE INDEX \"academy_listing_next_session_idx\" ON \"academy_listing\"  (\"next_session_id\") ");
    await queryRunner.query("CREATE INDEX \"academy_listing_order_idx\" ON \"academy_listing\"  (\"next_starts_at\", \"workshop_id\") ");
    await queryRunner.query("CREATE TABLE \"academy_search\" (\"workshop_id\" uuid NOT NULL, \"search_vector\" tsvector NOT NULL, CONSTRAINT \"PK_0faf8ac5f7cb51520b3c14f729c\" PRIMARY KEY (\"workshop_id\"))");
    await queryRunner.query("CREATE TABLE \"academy_promo_codes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"code\" character varying(60) NOT NULL, \"tool\" character varying(120) NOT NULL, \"description_de\" text NOT NULL, \"description_en\" text NOT NULL, \"active\" boolean NOT NULL DEFAULT true, \"workshop_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"UQ_52d2e9b68806d630aa4d812e637\" UNIQUE (\"code\"), CONSTRAINT \"PK_7dc438c5c24a53fc9f546812eff\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"academy_promo_codes_workshop_idx\" ON \"academy_promo_codes\"  (\"workshop_id\") ");
    await queryRunner.query("CREATE TYPE \"public\".\"registration_status\" AS ENUM('confirmed', 'waitlisted', 'cancelled')");
    await queryRunner.query("CREATE TABLE \"workshop_registrations\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"session_id\" uuid NOT NULL, \"workshop_id\" uuid NOT NULL, \"user_id\" uuid, \"name\" character varying(200) NOT NULL, \"email\" character varying(254) NOT NULL, \"status\" \"public\".\"registration_status\" NOT NULL, \"notes\" text, \"cancellation_reason\" text, \"price_cents\" integer NOT NULL, \"locale\" character varying(2) NOT NULL, \"cancel_token_hash\" character varying(64), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"workshop_registrations_locale_check\" CHECK (locale IN ('de', 'en')), CONSTRAINT \"workshop_registrations_price_check\" CHECK (price_cents >= 0), CONSTRAINT \"workshop_registrations_email_check\" CHECK (email = lower(email)), CONSTRAINT \"PK_70cf3ddc524df0a829737935939\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_workshop_idx\" ON \"workshop_registrations\"  (\"workshop_id\") ");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_user_idx\" ON \"workshop_registrations\"  (\"user_id\", \"created_at\") ");
    await queryRunner.query("CREATE INDEX \"workshop_registrations_waitlist_idx\" ON \"workshop_registrations\"  (\"session_id\", \"status\", \"created_at\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"workshop_registrations_session_email_key\" ON \"workshop_registrations\"  (\"session_id\", \"email\") WHERE status <> 'cancelled'");
    await queryRunner.query("ALTER TABLE \"academy_listing\" ADD CONSTRAINT \"FK_04ef329666d3ac2eee57de55664\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"academy_search\" ADD CONSTRAINT \"FK_0faf8ac5f7cb51520b3c14f729c\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"academy_promo_codes\" ADD CONSTRAINT \"FK_02630efa9108d01f9f2837fe105\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_2d51b5951fba464149e6f00955c\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_7cbbd46cce4ba6ff2cba16d8aa9\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD CONSTRAINT \"FK_280c85504bd7afe86fad69bcfab\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    // Written by hand (TypeORM tracks neither functions, triggers nor GIN indexes): the listing
    // copy is kept by triggers, so no code path that writes workshops or sessions can forget it;
    // text search (German and English stems, title above description) and tags use GIN indexes.
    await queryRunner.query("CREATE FUNCTION workshop_search_vector(title text, description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')");
    await queryRunner.query("CREATE FUNCTION academy_listing_refresh(wid uuid) RETURNS void LANGUAGE sql AS $$\n  INSERT INTO academy_listing (workshop_id, is_approved, is_public, visibility, status, format, category, tags, is_featured, next_session_id, next_starts_at, capacity, registered_count)\n  SELECT w.id, w.is_approved, w.is_public, w.visibility::text, w.status::text, w.format::text, w.category, w.tags, w.is_featured, ns.id, ns.starts_at, ns.capacity, ns.registered_count\n  FROM workshops w\n  LEFT JOIN LATERAL (\n    SELECT s.id, s.starts_at, s.capacity, s.registered_count FROM workshop_sessions s\n    WHERE s.workshop_id = w.id AND s.starts_at > now() ORDER BY s.starts_at LIMIT 1\n  ) ns ON true\n  WHERE w.id = wid\n  ON CONFLICT (workshop_id) DO UPDATE SET is_approved = EXCLUDED.is_approved, is_public = EXCLUDED.is_public, visibility = EXCLUDED.visibility, status = EXCLUDED.status, format = EXCLUDED.format, category = EXCLUDED.category, tags = EXCLUDED.tags, is_featured = EXCLUDED.is_featured, next_session_id = EXCLUDED.next_session_id, next_starts_at = EXCLUDED.next_starts_at, capacity = EXCLUDED.capacity, registered_count = EXCLUDED.registered_count;\n  INSERT INTO academy_search (workshop_id, search_vector)\n  SELECT w.id, workshop_search_vector(w.title, w.description) FROM workshops w WHERE w.id = wid\n  ON CONFLICT (workshop_id) DO UPDATE SET search_vector = EXCLUDED.search_vector\n$$");
    await queryRunner.query("CREATE FUNCTION academy_listing_workshop_trigger() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM academy_listing_refresh(NEW.id);\n  RETURN NULL;\nEND $$");
    await queryRunner.query("CREATE FUNCTION academy_listing_session_trigger() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- A registration only moves the counter: update it where this session is the next one.\n  IF TG_OP = 'UPDATE' AND NEW.workshop_id = OLD.workshop_id AND NEW.starts_at = OLD.starts_at AND NEW.capacity = OLD.capacity THEN\n    UPDATE academy_listing SET registered_count = NEW.registered_count WHERE next_session_id = NEW.id;\n    RETURN NULL;\n  END IF;\n  IF TG_OP <> 'INSERT' THEN PERFORM academy_listing_refresh(OLD.workshop_id); END IF;\n  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.workshop_id <> OLD.workshop_id) THEN PERFORM academy_listing_refresh(NEW.workshop_id); END IF;\n  RETURN NULL;\nEND $$");
    await queryRunner.query("CREATE TRIGGER academy_listing_workshop AFTER INSERT OR UPDATE ON workshops FOR EACH ROW EXECUTE FUNCTION academy_listing_workshop_trigger()");
    await queryRunner.query("CREATE TRIGGER academy_listing_session AFTER INSERT OR UPDATE OR DELETE ON workshop_sessions FOR EACH ROW EXECUTE FUNCTION academy_listing_session_trigger()");
    await queryRunner.query("CREATE INDEX \"academy_search_vector_idx\" ON \"academy_search\" USING gin (\"search_vector\")");
    await queryRunner.query("CREATE INDEX \"academy_listing_tags_idx\" ON \"academy_listing\" USING gin (\"tags\")");
    await queryRunner.query("SELECT academy_listing_refresh(id) FROM workshops");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"academy_listing_tags_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"academy_search_vector_idx\"");
    await queryRunner.query("DROP TRIGGER academy_listing_session ON workshop_sessions");
    await queryRunner.query("DROP TRIGGER academy_listing_workshop ON workshops");
    await queryRunner.query("DROP FUNCTION academy_listing_session_trigger()");
    await queryRunner.query("DROP FUNCTION academy_listing_workshop_trigger()");
    await queryRunner.query("DROP FUNCTION academy_listing_refresh(uuid)");
    await queryRunner.query("DROP FUNCTION workshop_search_vector(text, text)");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_280c85504bd7afe86fad69bcfab\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_7cbbd46cce4ba6ff2cba16d8aa9\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP CONSTRAINT \"FK_2d51b5951fba464149e6f00955c\"");
    await queryRunner.query("ALTER TABLE \"academy_promo_codes\" DROP CONSTRAINT \"FK_02630efa9108d01f9f2837fe105\"");
    await queryRunner.query("ALTER TABLE \"academy_search\" DROP CONSTRAINT \"FK_0faf8ac5f7cb51520b3c14f729c\"");
    await queryRunner.query("ALTER TABLE \"academy_listing\" DROP CONSTRAINT \"FK_04ef329666d3ac2eee57de55664\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_session_email_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_waitlist_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_user_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_registrations_workshop_idx\"");
    await queryRunner.query("DROP TABLE \"workshop_registrations\"");
    await queryRunner.query("DROP TYPE \"public\".\"registration_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"academy_promo_codes_workshop_idx\"");
    await queryRunner.query("DROP TABLE \"academy_promo_codes\"");
    await queryRunner.query("DROP TABLE \"academy_search\"");
    await queryRunner.query("DROP INDEX \"public\".\"academy_listing_order_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"academy_listing_next_session_idx\"");
    await queryRunner.query("DROP TABLE \"academy_listing\"");
  }
}
