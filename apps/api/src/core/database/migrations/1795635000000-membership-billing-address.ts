import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The membership's billing address, given in its order summary like a paid seat's and printed
 * on every membership invoice. Null for memberships started before (their invoices name the
 * member only, as before).
 */
export class MembershipBillingAddress1795635000000 implements MigrationInterface {
  name = 'MembershipBillingAddress1795635000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "memberships" ADD "billing_address" jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "memberships" DROP COLUMN "billing_address"');
  }
}
