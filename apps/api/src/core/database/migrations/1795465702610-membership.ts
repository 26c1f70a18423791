import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Membership1795465702610 implements MigrationInterface {
  name = 'Membership1795465702610';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"memberships\" (\"user_id\" uuid NOT NULL, \"started_at\" TIMESTAMP WITH TIME ZONE, \"ends_at\" TIMESTAMP WITH TIME ZONE, \"next_invoice_at\" TIMESTAMP WITH TIME ZONE, \"trial_notice_sent_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_7c1e2fdfed4f6838e0c05ae5051\" PRIMARY KEY (\"user_id\"))");
    await queryRunner.query("ALTER TABLE \"memberships\" ADD CONSTRAINT \"FK_7c1e2fdfed4f6838e0c05ae5051\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"memberships\" DROP CONSTRAINT \"FK_7c1e2fdfed4f6838e0c05ae5051\"");
    await queryRunner.query("DROP TABLE \"memberships\"");
  }
}
