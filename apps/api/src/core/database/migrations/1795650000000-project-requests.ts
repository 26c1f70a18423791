import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies' project requests (the needs analysis) and their history: the pipeline's first step
 * (issue 28). The follow link's secret is stored only as its SHA-256.
 */
export class ProjectRequests1795650000000 implements MigrationInterface {
  name = 'ProjectRequests1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"project_requests\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"company\" character varying(200) NOT NULL, \"contact_name\" character varying(120) NOT NULL, \"email\" character varying(254) NOT NULL, \"phone\" character varying(40), \"description\" text NOT NULL, \"skills\" text array NOT NULL DEFAULT '{}', \"hours_per_week\" smallint NOT NULL, \"start_date\" date NOT NULL, \"duration_weeks\" smallint NOT NULL, \"work_mode\" character varying(10) NOT NULL, \"place\" character varying(120), \"budget_min_euros\" integer, \"budget_max_euros\" integer, \"locale\" character varying(2) NOT NULL, \"status\" character varying(12) NOT NULL DEFAULT 'NEW', \"close_reason\" text, \"token_hash\" character(64) NOT NULL, \"ended_at\" TIMESTAMP WITH TIME ZONE, \"contact_erased_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"project_requests_work_mode_check\" CHECK (work_mode IN ('ON_SITE','REMOTE','BOTH')), CONSTRAINT \"project_requests_status_check\" CHECK (status IN ('NEW','MATCHING','PROPOSED','ACCEPTED','DECLINED','RUNNING','COMPLETED','CLOSED')), CONSTRAINT \"PK_823e3ef5750d70abfbb943ee4ff\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"project_requests_token_hash_key\" ON \"project_requests\"  (\"token_hash\") ");
    await queryRunner.query("CREATE INDEX \"project_requests_status_idx\" ON \"project_requests\"  (\"status\", \"created_at\") ");
    await queryRunner.query("CREATE TABLE \"project_request_events\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"request_id\" uuid NOT NULL, \"from_status\" character varying(12), \"to_status\" character varying(12) NOT NULL, \"actor_id\" uuid, \"actor_name\" character varying(200), \"note\" text, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_83ddeddeeff1d757fbac4367e59\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"project_request_events_actor_idx\" ON \"project_request_events\"  (\"actor_id\") ");
    await queryRunner.query("CREATE INDEX \"project_request_events_request_idx\" ON \"project_request_events\"  (\"request_id\", \"created_at\") ");
    await queryRunner.query("ALTER TABLE \"project_request_events\" ADD CONSTRAINT \"FK_8d692b1e83658adfd37699b65cb\" FOREIGN KEY (\"request_id\") REFERENCES \"project_requests\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"project_request_events\" ADD CONSTRAINT \"FK_5c874cf04de158aaaa045a13247\" FOREIGN KEY (\"actor_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"project_request_events\" DROP CONSTRAINT \"FK_5c874cf04de158aaaa045a13247\"");
    await queryRunner.query("ALTER TABLE \"project_request_events\" DROP CONSTRAINT \"FK_8d692b1e83658adfd37699b65cb\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_request_events_request_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_request_events_actor_idx\"");
    await queryRunner.query("DROP TABLE \"project_request_events\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_requests_status_idx\"");
    await queryRunner.query("DROP INDEX \"public\".\"project_requests_token_hash_key\"");
    await queryRunner.query("DROP TABLE \"project_requests\"");
  }
}
