import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money received per invoice. The partial unique index on (method, source_reference) lets a
 * bank statement entry pay one invoice only, whoever imports it and however often.
 */
export class Payments1795510000000 implements MigrationInterface {
  name = 'Payments1795510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"invoice_id\" uuid NOT NULL, \"amount_cents\" integer NOT NULL, \"method\" character varying(20) NOT NULL, \"source_reference\" character varying(200), \"received_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"recorded_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"recorded_by_id\" uuid, CONSTRAINT \"payments_amount_check\" CHECK (amount_cents > 0), CONSTRAINT \"payments_method_check\" CHECK (method IN ('bank_transfer', 'manual')), CONSTRAINT \"PK_197ab7af18c93fbb0c9b28b4a59\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"payments_invoice_idx\" ON \"payments\" (\"invoice_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"payments_source_reference_key\" ON \"payments\" (\"method\", \"source_reference\") WHERE source_reference IS NOT NULL");
    await queryRunner.query("ALTER TABLE \"payments\" ADD CONSTRAINT \"FK_563a5e248518c623eebd987d43e\" FOREIGN KEY (\"invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payments\" ADD CONSTRAINT \"FK_48f20e5f3bafd282ca876aef968\" FOREIGN KEY (\"recorded_by_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "payments"');
  }
}
