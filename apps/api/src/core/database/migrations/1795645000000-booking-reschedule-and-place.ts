import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moving consultations and saying how they happen: the consultant's cancel/reschedule rules and
 * phone question, each availability window "vor Ort" or online, and each booking's own place or
 * room, calendar SEQUENCE and move count. Windows of consultants without an address become
 * online (they had no place to state); existing bookings take their consultant's place or link.
 */
export class BookingRescheduleAndPlace1795645000000 implements MigrationInterface {
  name = 'BookingRescheduleAndPlace1795645000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"consultants\" ADD \"change_cutoff_hours\" integer NOT NULL DEFAULT '24'");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD \"max_reschedules\" integer NOT NULL DEFAULT '2'");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD \"phone_field\" character varying(10) NOT NULL DEFAULT 'off'");
    await queryRunner.query("ALTER TABLE \"availability_windows\" ADD \"mode\" character varying(10) NOT NULL DEFAULT 'onsite'");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"phone\" character varying(40)");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"meeting_mode\" character varying(10) NOT NULL DEFAULT 'onsite'");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"location\" character varying(300)");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"meeting_url\" character varying(500)");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"sequence\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD \"reschedule_count\" integer NOT NULL DEFAULT '0'");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD CONSTRAINT \"consultants_phone_field_check\" CHECK (phone_field IN ('off', 'optional', 'required'))");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD CONSTRAINT \"consultants_max_reschedules_check\" CHECK (max_reschedules BETWEEN 0 AND 20)");
    await queryRunner.query("ALTER TABLE \"consultants\" ADD CONSTRAINT \"consultants_change_cutoff_check\" CHECK (change_cutoff_hours BETWEEN 0 AND 720)");
    await queryRunner.query("ALTER TABLE \"availability_windows\" ADD CONSTRAINT \"availability_windows_mode_check\" CHECK (mode IN ('onsite', 'online'))");
    await queryRunner.query("ALTER TABLE \"bookings\" ADD CONSTRAINT \"bookings_mode_check\" CHECK (meeting_mode IN ('onsite', 'online'))");
    await queryRunner.query(
      `UPDATE availability_windows w SET mode = 'online' FROM consultants c
        WHERE c.id = w.consultant_id AND coalesce(btrim(c.location), '') = ''`,
    );
    await queryRunner.query(
      `UPDATE bookings b
          SET meeting_mode = CASE WHEN coalesce(btrim(c.location), '') = '' THEN 'online' ELSE 'onsite' END,
              location = nullif(btrim(c.location), ''), meeting_url = c.meeting_url
         FROM consultants c WHERE c.id = b.consultant_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"bookings\" DROP CONSTRAINT \"bookings_mode_check\"");
    await queryRunner.query("ALTER TABLE \"availability_windows\" DROP CONSTRAINT \"availability_windows_mode_check\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP CONSTRAINT \"consultants_change_cutoff_check\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP CONSTRAINT \"consultants_max_reschedules_check\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP CONSTRAINT \"consultants_phone_field_check\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"reschedule_count\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"sequence\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"meeting_url\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"location\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"meeting_mode\"");
    await queryRunner.query("ALTER TABLE \"bookings\" DROP COLUMN \"phone\"");
    await queryRunner.query("ALTER TABLE \"availability_windows\" DROP COLUMN \"mode\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP COLUMN \"phone_field\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP COLUMN \"max_reschedules\"");
    await queryRunner.query("ALTER TABLE \"consultants\" DROP COLUMN \"change_cutoff_hours\"");
  }
}
