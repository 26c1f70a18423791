import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FlagshipSignUpSeat1795468308823 implements MigrationInterface {
  name = 'FlagshipSignUpSeat1795468308823';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"marketing_workshop_registrations\" ADD \"registration_id\" uuid");
    await queryRunner.query("ALTER TABLE \"marketing_workshop_registrations\" ADD CONSTRAINT \"FK_6f5525d45ed98166dd1ceacf973\" FOREIGN KEY (\"registration_id\") REFERENCES \"workshop_registrations\"(\"id\") ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"marketing_workshop_registrations\" DROP CONSTRAINT \"FK_6f5525d45ed98166dd1ceacf973\"");
    await queryRunner.query("ALTER TABLE \"marketing_workshop_registrations\" DROP COLUMN \"registration_id\"");
  }
}
