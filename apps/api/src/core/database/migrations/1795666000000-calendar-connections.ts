import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consultants' own calendars: one connection per consultant (CalDAV or a secret iCal address,
 * the password or address sealed) and the busy times last read from it.
 */
export class CalendarConnections1795666000000 implements MigrationInterface {
  name = 'CalendarConnections1795666000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"calendar_busy_times\" (\"id\" BIGSERIAL NOT NULL, \"connection_id\" uuid NOT NULL, \"period\" tstzrange NOT NULL, CONSTRAINT \"PK_8d9a3b0dc141d603e4ebe223f55\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"calendar_busy_times_period_idx\" ON \"calendar_busy_times\"  (\"connection_id\", \"period\") ");
    await queryRunner.query("CREATE TABLE \"calendar_connections\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"consultant_id\" uuid NOT NULL, \"kind\" character varying(10) NOT NULL, \"calendar_url\" character varying(2000) NOT NULL, \"calendar_name\" character varying(200) NOT NULL, \"username\" character varying(254), \"secret_sealed\" text NOT NULL, \"problem\" character varying(20), \"problem_at\" TIMESTAMP WITH TIME ZONE, \"last_attempt_at\" TIMESTAMP WITH TIME ZONE, \"last_synced_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"calendar_connections_kind_check\" CHECK (kind IN ('caldav', 'ical')), CONSTRAINT \"PK_c2f78ae03c2e2a9389f6d8ddc64\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"calendar_connections_consultant_key\" ON \"calendar_connections\"  (\"consultant_id\") ");
    await queryRunner.query("ALTER TABLE \"calendar_busy_times\" ADD CONSTRAINT \"FK_89504fd8f69b337dc04b5508968\" FOREIGN KEY (\"connection_id\") REFERENCES \"calendar_connections\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"calendar_connections\" ADD CONSTRAINT \"FK_42f60817b718f7401b415256f20\" FOREIGN KEY (\"consultant_id\") REFERENCES \"consultants\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"calendar_connections\" DROP CONSTRAINT \"FK_42f60817b718f7401b415256f20\"");
    await queryRunner.query("ALTER TABLE \"calendar_busy_times\" DROP CONSTRAINT \"FK_89504fd8f69b337dc04b5508968\"");
    await queryRunner.query("DROP INDEX \"public\".\"calendar_connections_consultant_key\"");
    await queryRunner.query("DROP TABLE \"calendar_connections\"");
    await queryRunner.query("DROP INDEX \"public\".\"calendar_busy_times_period_idx\"");
    await queryRunner.query("DROP TABLE \"calendar_busy_times\"");
  }
}
