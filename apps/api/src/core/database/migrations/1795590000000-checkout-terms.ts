import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buying as German law expects (§ 312j BGB): a paid registration keeps its billing address
 * (printed on the invoice) and when and which version of the terms the buyer accepted; a
 * membership start keeps the same acceptance.
 */
export class CheckoutTerms1795590000000 implements MigrationInterface {
  name = 'CheckoutTerms1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "workshop_registrations" ADD "billing_address" jsonb');
    await queryRunner.query(
      'ALTER TABLE "workshop_registrations" ADD "terms_accepted_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query(
      'ALTER TABLE "workshop_registrations" ADD "terms_version" character varying(20)',
    );
    await queryRunner.query(
      'ALTER TABLE "memberships" ADD "terms_accepted_at" TIMESTAMP WITH TIME ZONE',
    );
    await queryRunner.query('ALTER TABLE "memberships" ADD "terms_version" character varying(20)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "memberships" DROP COLUMN "terms_version"');
    await queryRunner.query('ALTER TABLE "memberships" DROP COLUMN "terms_accepted_at"');
    await queryRunner.query('ALTER TABLE "workshop_registrations" DROP COLUMN "terms_version"');
    await queryRunner.query('ALTER TABLE "workshop_registrations" DROP COLUMN "terms_accepted_at"');
    await queryRunner.query('ALTER TABLE "workshop_registrations" DROP COLUMN "billing_address"');
  }
}
