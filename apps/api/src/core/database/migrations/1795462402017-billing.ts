import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795462402017 implements MigrationInterface {
  name = 'Billing1795462402017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"invoice_counters\" (\"year\" integer NOT NULL, \"last_number\" integer NOT NULL, CONSTRAINT \"invoice_counters_last_check\" CHECK (last_number >= 0), CONSTRAINT \"PK_92ebf3750827f45752cb0582806\" PRIMARY KEY (\"year\"))");
    await queryRunner.query("CREATE TYPE \"public\".\"invoice_kind\" AS ENUM('invoice', 'cancellation')");
    await queryRunner.query("CREATE TYPE \"public\".\"invoice_purpose\" AS ENUM('workshop', 'membership')");
    await queryRunner.query("CREATE TYPE \"public\".\"payment_state\" AS ENUM('open', 'paid', 'refunded', 'written_off')");
    await queryRunner.query("CREATE TABLE \"invoices\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"number\" character varying(20) NOT NULL, \"kind\" \"public\".\"invoice_kind\" NOT NULL, \"purpose\" \"public\".\"invoice_purpose\" NOT NULL, \"original_invoice_id\" uuid, \"original_number\" character varying(20), \"issued_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"issue_date\" date NOT NULL, \"locale\" character varying(2) NOT NULL, \"seller\" jsonb NOT NULL, \"buyer_name\" character varying(200) NOT NULL, \"buyer_email\" character varying(254) NOT NULL, \"buyer_organisation\" character varying(200), \"buyer_address\" character varying(500), \"description\" character varying(300) NOT NULL, \"service_date\" TIMESTAMP WITH TIME ZONE NOT NULL, \"net_cents\" integer NOT NULL, \"vat_cents\" integer NOT NULL, \"gross_cents\" integer NOT NULL, \"vat_rate_percent\" integer NOT NULL, \"small_business\" boolean NOT NULL, \"due_at\" TIMESTAMP WITH TIME ZONE, \"workshop_id\" uuid, \"session_id\" uuid, \"registration_id\" uuid, \"user_id\" uuid, \"guest_token_hash\" character varying(64), \"payment_state\" \"public\".\"payment_state\", \"paid_at\" TIMESTAMP WITH TIME ZONE, \"payment_note\" character varying(200), \"cancelled_by_id\" uuid, \"reminder_sent_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"invoices_cancellation_check\" CHECK ((kind = 'cancellation') = (original_invoice_id IS NOT NULL)), CONSTRAINT \"invoices_locale_check\" CHECK (locale IN ('de', 'en')), CONSTRAINT \"invoices_amounts_check\" CHECK (net_cents + vat_cents = gross_cents), CONSTRAINT \"PK_668cef7c22a427fd822cc1be3ce\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"invoices_one_cancellation_key\" ON \"invoices\"  (\"original_invoice_id\") WHERE original_invoice_id IS NOT NULL");
    await queryRunner.query("CREATE INDEX \"invoices_session_idx\" ON \"invoices\"  (\"workshop_id\", \"session_id\") ");
    await queryRunner.query("CREATE INDEX \"invoices_user_idx\" ON \"invoices\"  (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"invoices_registration_idx\" ON \"invoices\"  (\"registration_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"invoices_number_key\" ON \"invoices\"  (\"number\") ");
    await queryRunner.query("ALTER TABLE \"invoices\" ADD CONSTRAINT \"FK_d62030b9ec51c654fb037d4cc26\" FOREIGN KEY (\"original_invoice_id\") REFERENCES \"invoices\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    // Issued invoices are immutable (GoBD): only the payment bookkeeping and the links to the
    // account and registration may change (the list is INVOICE_MUTABLE_COLUMNS), and no invoice
    // is ever deleted. Written by hand: TypeORM does not track triggers.
    await queryRunner.query(`CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - ARRAY['registration_id','user_id','guest_token_hash','payment_state','paid_at','payment_note','cancelled_by_id','reminder_sent_at','updated_at']) IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['registration_id','user_id','guest_token_hash','payment_state','paid_at','payment_note','cancelled_by_id','reminder_sent_at','updated_at']) THEN
    RAISE EXCEPTION 'issued invoices are immutable' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$`);
    await queryRunner.query(
      'CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER invoices_immutable ON invoices');
    await queryRunner.query('DROP FUNCTION invoices_immutable()');
    await queryRunner.query("ALTER TABLE \"invoices\" DROP CONSTRAINT \"FK_d62030b9ec51c654fb037d4cc26\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_number_key\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_registration_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_user_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_session_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"invoices_one_cancellation_key\"");
    await queryRunner.query("DROP TABLE \"invoices\"");
    await queryRunner.query("DROP TYPE \"public\".\"payment_state\"");
    await queryRunner.query("DROP TYPE \"public\".\"invoice_purpose\"");
    await queryRunner.query("DROP TYPE \"public\".\"invoice_kind\"");
    await queryRunner.query("DROP TABLE \"invoice_counters\"");
  }
}
