import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795462330591 implements MigrationInterface {
  name = 'MailOutbox1795462330591';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"mail_outbox\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"key\" character varying(300) NOT NULL, \"recipient\" character varying(254) NOT NULL, \"subject\" character varying(500) NOT NULL, \"message\" jsonb, \"status\" character varying(10) NOT NULL DEFAULT 'queued', \"attempts\" integer NOT NULL DEFAULT '0', \"last_error\" character varying(1000), \"sent_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"CHK_750a4a35eb9a33a3be24784806\" CHECK (\"status\" IN ('queued', 'sent', 'failed')), CONSTRAINT \"PK_fecc63c96385bc35a39ccf2a72e\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_ee7ac3cbae441904e14b339104\" ON \"mail_outbox\"  (\"key\") ");
    await queryRunner.query("CREATE INDEX \"IDX_51908946325a8f0fa26ac35f2a\" ON \"mail_outbox\"  (\"status\", \"updated_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_51908946325a8f0fa26ac35f2a\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_ee7ac3cbae441904e14b339104\"");
    await queryRunner.query("DROP TABLE \"mail_outbox\"");
  }
}
