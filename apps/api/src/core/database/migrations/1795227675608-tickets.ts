import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tickets1795227675608 implements MigrationInterface {
  name = 'Tickets1795227675608';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TYPE \"public\".\"ticket_category\" AS ENUM('general', 'account', 'profile', 'workshops', 'academy', 'billing', 'technical')");
    await queryRunner.query("CREATE TYPE \"public\".\"ticket_status\" AS ENUM('open', 'answered', 'closed')");
    await queryRunner.query("CREATE TABLE \"tickets\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"owner_id\" uuid NOT NULL, \"subject\" character varying(160) NOT NULL, \"category\" \"public\".\"ticket_category\" NOT NULL, \"status\" \"public\".\"ticket_status\" NOT NULL DEFAULT 'open', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"tickets_subject_check\" CHECK (char_length(btrim(subject)) >= 1), CONSTRAINT \"PK_343bc942ae261cf7a1377f48fd0\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"tickets_status_updated_idx\" ON \"tickets\"  (\"status\", \"updated_at\") ");
    await queryRunner.query("CREATE INDEX \"tickets_owner_updated_idx\" ON \"tickets\"  (\"owner_id\", \"updated_at\") ");
    await queryRunner.query("CREATE TABLE \"ticket_messages\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"ticket_id\" uuid NOT NULL, \"author_id\" uuid, \"is_admin\" boolean NOT NULL, \"body\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"ticket_messages_body_check\" CHECK (char_length(btrim(body)) >= 1 AND char_length(body) <= 5000), CONSTRAINT \"PK_37beb692dedf7eccb4e519ccec1\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ticket_messages_author_idx\" ON \"ticket_messages\"  (\"author_id\") ");
    await queryRunner.query("CREATE INDEX \"ticket_messages_ticket_created_idx\" ON \"ticket_messages\"  (\"ticket_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"tickets\" ADD CONSTRAINT \"FK_5051ef7bf7d664ad1d081a110e6\" FOREIGN KEY (\"owner_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"ticket_messages\" ADD CONSTRAINT \"FK_75b3a5f421dbf7b73778da519cb\" FOREIGN KEY (\"ticket_id\") REFERENCES \"tickets\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"ticket_messages\" ADD CONSTRAINT \"FK_f4bb678401a3375965ddd013f94\" FOREIGN KEY (\"author_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"ticket_messages\" DROP CONSTRAINT \"FK_f4bb678401a3375965ddd013f94\"");
    await queryRunner.query("ALTER TABLE \"ticket_messages\" DROP CONSTRAINT \"FK_75b3a5f421dbf7b73778da519cb\"");
    await queryRunner.query("ALTER TABLE \"tickets\" DROP CONSTRAINT \"FK_5051ef7bf7d664ad1d081a110e6\"");
    await queryRunner.query("DROP INDEX \"public\".\"ticket_messages_ticket_created_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"ticket_messages_author_idx\"");
    await queryRunner.query("DROP TABLE \"ticket_messages\"");
    await queryRunner.query("DROP INDEX \"public\".\"tickets_owner_updated_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"tickets_status_updated_idx\"");
    await queryRunner.query("DROP TABLE \"tickets\"");
    await queryRunner.query("DROP TYPE \"public\".\"ticket_status\"");
    await queryRunner.query("DROP TYPE \"public\".\"ticket_category\"");
  }
}
