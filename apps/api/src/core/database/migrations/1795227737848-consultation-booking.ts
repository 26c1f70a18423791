import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultationBooking1795227737848 implements MigrationInterface {
  name = 'ConsultationBooking1795227737848';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Hand-written: the exclusion constraint below compares uuid with `=` inside a GiST index,
    // which needs btree_gist (a trusted extension). TypeORM's generator knows no extensions
    // and diffs exclusion constraints by name only, so `check` stays quiet about both.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query("CREATE TABLE \"consultants\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"user_id\" uuid NOT NULL, \"display_name\" character varying(120) NOT NULL, \"active\" boolean NOT NULL DEFAULT true, \"appointment_minutes\" integer NOT NULL DEFAULT '60', \"buffer_minutes\" integer NOT NULL DEFAULT '15', \"min_notice_hours\" integer NOT NULL DEFAULT '24', \"horizon_days\" integer NOT NULL DEFAULT '60', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"REL_65a332370990f57b2eb40d1077\" UNIQUE (\"user_id\"), CONSTRAINT \"consultants_horizon_check\" CHECK (horizon_days BETWEEN 1 AND 365), CONSTRAINT \"consultants_notice_check\" CHECK (min_notice_hours BETWEEN 0 AND 720), CONSTRAINT \"consultants_buffer_check\" CHECK (buffer_minutes BETWEEN 0 AND 240), CONSTRAINT \"consultants_appointment_check\" CHECK (appointment_minutes BETWEEN 15 AND 480), CONSTRAINT \"PK_a2475ae93be71a51af11c55d678\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"availability_windows\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"consultant_id\" uuid NOT NULL, \"weekday\" smallint NOT NULL, \"start_minute\" smallint NOT NULL, \"end_minute\" smallint NOT NULL, CONSTRAINT \"availability_windows_time_check\" CHECK (start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440), CONSTRAINT \"availability_windows_weekday_check\" CHECK (weekday BETWEEN 1 AND 7), CONSTRAINT \"PK_2b90591d83bf13eb2a2667d49ed\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_fd6304741ffebd75383681a4cb\" ON \"availability_windows\"  (\"consultant_id\") ");
    await queryRunner.query("CREATE TYPE \"public\".\"booking_status\" AS ENUM('confirmed', 'cancelled')");
    await queryRunner.query("CREATE TABLE \"bookings\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"consultant_id\" uuid NOT NULL, \"period\" tstzrange NOT NULL, \"blocked_range\" tstzrange NOT NULL, \"name\" character varying(120) NOT NULL, \"email\" character varying(254) NOT NULL, \"message\" text, \"locale\" character varying(2) NOT NULL, \"status\" \"public\".\"booking_status\" NOT NULL DEFAULT 'confirmed', \"cancel_token_hash\" character varying(64) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"cancelled_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"bookings_no_overlap\" EXCLUDE USING gist (\"consultant_id\" WITH =, \"blocked_range\" WITH &&) WHERE (\"status\" = 'confirmed'), CONSTRAINT \"PK_bee6805982cc1e248e94ce94957\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_a3b71832fca84d2650c7fa1ea9\" ON \"bookings\"  (\"consultant_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_80955b26d267516d57e4c9b847\" ON \"bookings\"  (\"cancel_token_hash\") ");
    await queryRunner.query("CREATE TABLE \"consultant_days_off\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"consultant_id\" uuid NOT NULL, \"start_date\" date NOT NULL, \"end_date\" date NOT NULL, \"note\" character varying(200), CONSTRAINT \"consultant_days_off_range_check\" CHECK (start_date <= end_date), CONSTRAINT \"PK_0ced0cfc866baf6a9991298ddb1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_3d1be8edeecc473757416c6111\" ON \"consultant_days_off\"  (\"consultant_id\") ");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD CONSTRAINT \"FK_65a332370990f57b2eb40d10773\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"availability_windows\" ADD CONSTRAINT \"FK_fd6304741ffebd75383681a4cb2\" FOREIGN KEY (\"consultant_id\") REFERENCES \"consultants\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD CONSTRAINT \"FK_a3b71832fca84d2650c7fa1ea93\" FOREIGN KEY (\"consultant_id\") REFERENCES \"consultants\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"consultant_days_off\" ADD CONSTRAINT \"FK_3d1be8edeecc473757416c61117\" FOREIGN KEY (\"consultant_id\") REFERENCES \"consultants\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"consultant_days_off\" DROP CONSTRAINT \"FK_3d1be8edeecc473757416c61117\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP CONSTRAINT \"FK_a3b71832fca84d2650c7fa1ea93\"");
    await queryRunner.query("ALTER TABLE \"availability_windows\" DROP CONSTRAINT \"FK_fd6304741ffebd75383681a4cb2\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP CONSTRAINT \"FK_65a332370990f57b2eb40d10773\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_3d1be8edeecc473757416c6111\"");
    await queryRunner.query("DROP TABLE \"consultant_days_off\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_80955b26d267516d57e4c9b847\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_a3b71832fca84d2650c7fa1ea9\"");
    await queryRunner.query("DROP TABLE \"bookings\"");
    await queryRunner.query("DROP TYPE \"public\".\"booking_status\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_fd6304741ffebd75383681a4cb\"");
    await queryRunner.query("DROP TABLE \"availability_windows\"");
    await queryRunner.query("DROP TABLE \"consultants\"");
    // btree_gist stays: other tables may come to rely on it.
  }
}
