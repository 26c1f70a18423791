import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkshopChanges1795227693354 implements MigrationInterface {
  name = 'WorkshopChanges1795227693354';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"workshop_changes\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"workshop_id\" uuid, \"workshop_title\" character varying(200) NOT NULL, \"lines\" text array NOT NULL, \"is_reviewed\" boolean NOT NULL DEFAULT false, \"reviewed_by_id\" uuid, \"reviewed_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_d3871163c12f0448c81af0c22f5\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"workshop_changes_created_idx\" ON \"workshop_changes\"  (\"created_at\") ");
    await queryRunner.query("ALTER TABLE \"workshop_changes\" ADD CONSTRAINT \"FK_8c0724fbd20367b192e9c6c3c87\" FOREIGN KEY (\"workshop_id\") REFERENCES \"workshops\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"workshop_changes\" ADD CONSTRAINT \"FK_3b319d6c8f0be708f904cd01a26\" FOREIGN KEY (\"reviewed_by_id\") REFERENCES \"users\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"workshop_changes\" DROP CONSTRAINT \"FK_3b319d6c8f0be708f904cd01a26\"");
    await queryRunner.query("ALTER TABLE \"workshop_changes\" DROP CONSTRAINT \"FK_8c0724fbd20367b192e9c6c3c87\"");
    await queryRunner.query("DROP INDEX \"public\".\"workshop_changes_created_idx\"");
    await queryRunner.query("DROP TABLE \"workshop_changes\"");
  }
}
