import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HostMessagesAndConfirmedAddresses1795520000000 implements MigrationInterface {
  name = 'HostMessagesAndConfirmedAddresses1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"host_messages\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"host_id\" uuid NOT NULL, \"workshop_id\" uuid, \"session_id\" uuid, \"workshop_title\" character varying(200) NOT NULL, \"session_starts_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"subject\" character varying(200) NOT NULL, \"body\" text NOT NULL, \"recipients\" integer NOT NULL, \"skipped\" integer NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_9a7c5a80c0e8355820eb3f2b5e8\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"host_messages_created_idx\" ON \"host_messages\"  (\"created_at\") ");
    await queryRunner.query("CREATE INDEX \"host_messages_host_idx\" ON \"host_messages\"  (\"host_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" ADD \"email_confirmed_at\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"pending_title\" character varying(200)");
    await queryRunner.query("ALTER TABLE \"workshops\" ADD \"pending_description\" text");
    await queryRunner.query("ALTER TABLE \"host_messages\" ADD CONSTRAINT \"FK_60b6dc10b4c722bf6db3480771f\" FOREIGN KEY (\"host_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"host_messages\" ADD CONSTRAINT \"FK_92759c6bede590d3d3bebde4214\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"host_messages\" ADD CONSTRAINT \"FK_7ec65aeefb99c9273095208a8a8\" FOREIGN KEY (\"session_id\") REFERENCES \"workshop_sessions\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"host_messages\" DROP CONSTRAINT \"FK_7ec65aeefb99c9273095208a8a8\"");
    await queryRunner.query("ALTER TABLE \"host_messages\" DROP CONSTRAINT \"FK_92759c6bede590d3d3bebde4214\"");
    await queryRunner.query("ALTER TABLE \"host_messages\" DROP CONSTRAINT \"FK_60b6dc10b4c722bf6db3480771f\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"pending_description\"");
    await queryRunner.query("ALTER TABLE \"workshops\" DROP COLUMN \"pending_title\"");
    await queryRunner.query("ALTER TABLE \"workshop_registrations\" DROP COLUMN \"email_confirmed_at\"");
    await queryRunner.query("DROP INDEX \"public\".\"host_messages_host_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"host_messages_created_idx\"");
    await queryRunner.query("DROP TABLE \"host_messages\"");
  }
}
