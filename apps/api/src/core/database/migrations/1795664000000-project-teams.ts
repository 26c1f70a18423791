import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The team side of project requests (issue 28): specialists' project terms (availability,
 * places, rate range, the main employer's permission), offers to specialists, and the proposals
 * of a team to the company.
 */
export class ProjectTeams1795664000000 implements MigrationInterface {
  name = 'ProjectTeams1795664000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"project_proposals\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"status\" character varying(10) NOT NULL DEFAULT 'sent', \"comment\" text, \"sent_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"answered_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"project_proposals_status_check\" CHECK (status IN ('sent','accepted','declined')), CONSTRAINT \"PK_df0bcadab4cda7cca8e7ca4fb76\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"project_offers\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"specialist_user_id\" uuid NOT NULL, \"note\" text, \"hourly_rate_cents\" integer, \"status\" character varying(10) NOT NULL DEFAULT 'offered', \"message\" text, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"answered_at\" TIMESTAMP WITH TIME ZONE, CONSTRAINT \"project_offers_request_specialist_key\" UNIQUE (\"request_id\", \"specialist_user_id\"), CONSTRAINT \"project_offers_status_check\" CHECK (status IN ('offered','accepted','declined','withdrawn')), CONSTRAINT \"PK_08f214e71c4c8ba973becc9aaec\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"project_proposal_members\" (\"proposal_id\" uuid NOT NULL, \"offer_id\" uuid NOT NULL, CONSTRAINT \"PK_078e6dbab22a25c7513ca7b1ccd\" PRIMARY KEY (\"proposal_id\", \"offer_id\"))");
    await queryRunner.query("CREATE TABLE \"project_specialists\" (\"user_id\" uuid NOT NULL, \"hours_per_week\" smallint, \"available_from\" date, \"remote\" boolean NOT NULL DEFAULT false, \"regions\" text array NOT NULL DEFAULT '{}', \"rate_min_cents\" integer, \"rate_max_cents\" integer, \"employer_permission\" character varying(10), \"permission_granted_on\" date, \"permission_media_id\" uuid, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"project_specialists_permission_check\" CHECK (employer_permission IN ('not_needed','requested','granted')), CONSTRAINT \"PK_ed7ef71811805c1cebf97852c19\" PRIMARY KEY (\"user_id\"))");
    await queryRunner.query("CREATE INDEX \"project_offers_specialist_idx\" ON \"project_offers\"  (\"specialist_user_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"project_proposals\" ADD CONSTRAINT \"FK_ea0e3793b6939ffd3173732ee2a\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_offers\" ADD CONSTRAINT \"FK_ee85f7dc7c6284d53547048a4f2\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_offers\" ADD CONSTRAINT \"FK_1c30678229470669edf350f73b1\" FOREIGN KEY (\"specialist_user_id\") REFERENCES \"users\"(\"id\") ON DELETE NO ACTION ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_proposal_members\" ADD CONSTRAINT \"FK_dca3892cf8e8f647aa2f6f9e28e\" FOREIGN KEY (\"proposal_id\") REFERENCES \"project_proposals\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_proposal_members\" ADD CONSTRAINT \"FK_48728bd745f4b9a5fe4d162c730\" FOREIGN KEY (\"offer_id\") REFERENCES \"project_offers\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_specialists\" ADD CONSTRAINT \"FK_ed7ef71811805c1cebf97852c19\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_specialists\" ADD CONSTRAINT \"FK_c1a250b1c13cf135affb67d298f\" FOREIGN KEY (\"permission_media_id\") REFERENCES \"media\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"project_specialists\" DROP CONSTRAINT \"FK_c1a250b1c13cf135affb67d298f\"");
    await queryRunner.query("ALTER TABLE \"project_specialists\" DROP CONSTRAINT \"FK_ed7ef71811805c1cebf97852c19\"");
    await queryRunner.query("ALTER TABLE \"project_proposal_members\" DROP CONSTRAINT \"FK_48728bd745f4b9a5fe4d162c730\"");
    await queryRunner.query("ALTER TABLE \"project_proposal_members\" DROP CONSTRAINT \"FK_dca3892cf8e8f647aa2f6f9e28e\"");
    await queryRunner.query("ALTER TABLE \"project_offers\" DROP CONSTRAINT \"FK_1c30678229470669edf350f73b1\"");
    await queryRunner.query("ALTER TABLE \"project_offers\" DROP CONSTRAINT \"FK_ee85f7dc7c6284d53547048a4f2\"");
    await queryRunner.query("ALTER TABLE \"project_proposals\" DROP CONSTRAINT \"FK_ea0e3793b6939ffd3173732ee2a\"");
    await queryRunner.query("DROP TABLE \"project_specialists\"");
    await queryRunner.query("DROP TABLE \"project_proposal_members\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_offers_specialist_idx\"");
    await queryRunner.query("DROP TABLE \"project_offers\"");
    await queryRunner.query("DROP TABLE \"project_proposals\"");
  }
}
