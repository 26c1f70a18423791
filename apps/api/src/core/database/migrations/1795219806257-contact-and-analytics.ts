import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactAndAnalytics1795219806257 implements MigrationInterface {
  name = 'ContactAndAnalytics1795219806257';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"page_view_counts\" (\"day\" date NOT NULL, \"path\" character varying(200) NOT NULL, \"locale\" character varying(2) NOT NULL, \"views\" integer NOT NULL DEFAULT '0', CONSTRAINT \"PK_1e0f35fe8064f394b276eee5abe\" PRIMARY KEY (\"day\", \"path\", \"locale\"))");
    await queryRunner.query("CREATE TABLE \"contact_messages\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"name\" character varying(120) NOT NULL, \"email\" character varying(254) NOT NULL, \"message\" text NOT NULL, \"locale\" character varying(2) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_b74f96eb2edd977ccfba6533293\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"marketing_workshop_registrations\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"name\" character varying(120) NOT NULL, \"email\" character varying(254) NOT NULL, \"organisation\" character varying(200), \"experience\" character varying(1000), \"goals\" text NOT NULL, \"message\" text, \"locale\" character varying(2) NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_e9eeb715b570a9f1c3e5e6dccd2\" PRIMARY KEY (\"id\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"marketing_workshop_registrations\"");
    await queryRunner.query("DROP TABLE \"contact_messages\"");
    await queryRunner.query("DROP TABLE \"page_view_counts\"");
  }
}
