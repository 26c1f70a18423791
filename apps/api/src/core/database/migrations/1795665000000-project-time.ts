import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time and invoices of running projects: the team's hours, the months (open, closed, approved),
 * what each specialist's hours came to on an invoice, the company's billing address; invoices
 * get printed lines and the purpose 'project' (both frozen by the existing immutability trigger).
 */
export class ProjectTime1795665000000 implements MigrationInterface {
  name = 'ProjectTime1795665000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"project_time_entries\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"specialist_user_id\" uuid, \"work_date\" date NOT NULL, \"quarters\" smallint NOT NULL, \"description\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"project_time_entries_quarters_check\" CHECK (quarters BETWEEN 1 AND 96), CONSTRAINT \"PK_177505bf1107bb28fad31d86527\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"project_time_entries_specialist_idx\" ON \"project_time_entries\"  (\"specialist_user_id\", \"work_date\") ");
    await queryRunner.query("CREATE INDEX \"project_time_entries_request_idx\" ON \"project_time_entries\"  (\"request_id\", \"work_date\") ");
    await queryRunner.query("CREATE TABLE \"project_billing_addresses\" (\"request_id\" uuid NOT NULL, \"organisation\" character varying(200) NOT NULL, \"address\" character varying(500) NOT NULL, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_d09a34d982dd70e67c1830a6f18\" PRIMARY KEY (\"request_id\"))");
    await queryRunner.query("CREATE TABLE \"project_time_months\" (\"request_id\" uuid NOT NULL, \"month\" character(7) NOT NULL, \"status\" character varying(10) NOT NULL DEFAULT 'open', \"closed_at\" TIMESTAMP WITH TIME ZONE, \"approved_at\" TIMESTAMP WITH TIME ZONE, \"invoice_id\" uuid, \"invoice_number\" character varying(20), \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"project_time_months_month_check\" CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'), CONSTRAINT \"project_time_months_status_check\" CHECK (status IN ('open', 'closed', 'approved')), CONSTRAINT \"PK_d835174c626e04fd8c214cbe33a\" PRIMARY KEY (\"request_id\", \"month\"))");
    await queryRunner.query("CREATE TABLE \"project_time_invoice_shares\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"month\" character(7) NOT NULL, \"specialist_user_id\" uuid, \"specialist_name\" character varying(200) NOT NULL, \"quarters\" integer NOT NULL, \"hourly_rate_cents\" integer NOT NULL, \"amount_cents\" integer NOT NULL, \"invoice_id\" uuid NOT NULL, \"invoice_number\" character varying(20) NOT NULL, CONSTRAINT \"PK_9aea688be89f228e35a5ac0cec6\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"project_time_invoice_shares_specialist_idx\" ON \"project_time_invoice_shares\"  (\"specialist_user_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"project_time_invoice_shares_key\" ON \"project_time_invoice_shares\"  (\"request_id\", \"month\", \"specialist_user_id\") ");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"lines\" jsonb");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD \"project_request_id\" uuid");
    await queryRunner.query("ALTER TYPE \"public\".\"invoice_purpose\" ADD VALUE 'project'");
    await queryRunner.query("CREATE INDEX \"invoices_project_request_idx\" ON \"invoices\"  (\"project_request_id\") ");
    await queryRunner.query("ALTER TABLE \"project_time_entries\" ADD CONSTRAINT \"FK_b3dc76dcefd2fb57386339f179c\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_time_entries\" ADD CONSTRAINT \"FK_0ca57c1ff8b5d67d5e7d01c2665\" FOREIGN KEY (\"specialist_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_billing_addresses\" ADD CONSTRAINT \"FK_d09a34d982dd70e67c1830a6f18\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_time_months\" ADD CONSTRAINT \"FK_f48d973e72ff8257bcc4fd8c71f\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_time_invoice_shares\" ADD CONSTRAINT \"FK_1781fe1e4a8aaf4b81bd3eaf89a\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_time_invoice_shares\" ADD CONSTRAINT \"FK_41f4d344fc893c0c1d9aac858e8\" FOREIGN KEY (\"specialist_user_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"project_time_invoice_shares\" DROP CONSTRAINT \"FK_41f4d344fc893c0c1d9aac858e8\"");
    await queryRunner.query("ALTER TABLE \"project_time_invoice_shares\" DROP CONSTRAINT \"FK_1781fe1e4a8aaf4b81bd3eaf89a\"");
    await queryRunner.query("ALTER TABLE \"project_time_months\" DROP CONSTRAINT \"FK_f48d973e72ff8257bcc4fd8c71f\"");
    await queryRunner.query("ALTER TABLE \"project_billing_addresses\" DROP CONSTRAINT \"FK_d09a34d982dd70e67c1830a6f18\"");
    await queryRunner.query("ALTER TABLE \"project_time_entries\" DROP CONSTRAINT \"FK_0ca57c1ff8b5d67d5e7d01c2665\"");
    await queryRunner.query("ALTER TABLE \"project_time_entries\" DROP CONSTRAINT \"FK_b3dc76dcefd2fb57386339f179c\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_project_request_idx\"");
    await queryRunner.query("CREATE TYPE \"public\".\"invoice_purpose_old\" AS ENUM('workshop', 'membership')");
    await queryRunner.query("ALTER TABLE \"invoices\" ALTER COLUMN \"purpose\" TYPE \"public\".\"invoice_purpose_old\" USING \"purpose\"::\"text\"::\"public\".\"invoice_purpose_old\"");
    await queryRunner.query("DROP TYPE \"public\".\"invoice_purpose\"");
    await queryRunner.query("ALTER TYPE \"public\".\"invoice_purpose_old\" RENAME TO \"invoice_purpose\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"project_request_id\"");
    await queryRunner.query("ALTER TABLE \"invoices\" DROP COLUMN \"lines\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_time_invoice_shares_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_time_invoice_shares_specialist_idx\"");
    await queryRunner.query("DROP TABLE \"project_time_invoice_shares\"");
    await queryRunner.query("DROP TABLE \"project_time_months\"");
    await queryRunner.query("DROP TABLE \"project_billing_addresses\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_time_entries_request_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_time_entries_specialist_idx\"");
    await queryRunner.query("DROP TABLE \"project_time_entries\"");
  }
}
