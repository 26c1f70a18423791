import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every write that can change what the Academy listing shows (workshops, their sessions and seat
 * counts, the listing table the minute refresher moves on, a host's name) sends one
 * `academy_listing_changed` notification when its transaction commits; each API instance drops
 * its cached listing pages on it (apps/api/src/modules/academy/listing-cache.service.ts).
 * Statement-level triggers: a bulk write notifies once, and PostgreSQL folds the repeats of one
 * transaction into one.
 */
export class AcademyListingNotify1795300000000 implements MigrationInterface {
  name = 'AcademyListingNotify1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE FUNCTION academy_listing_notify() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM pg_notify('academy_listing_changed', '');\n  RETURN NULL;\nEND $$",
    );
    for (const table of ['workshops', 'workshop_sessions', 'academy_listing', 'academy_search']) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_listing_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION academy_listing_notify()`,
      );
    }
    await queryRunner.query(
      'CREATE TRIGGER users_listing_notify AFTER UPDATE OF name, email ON users FOR EACH STATEMENT EXECUTE FUNCTION academy_listing_notify()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER users_listing_notify ON users');
    for (const table of ['academy_search', 'academy_listing', 'workshop_sessions', 'workshops']) {
      await queryRunner.query(`DROP TRIGGER ${table}_listing_notify ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION academy_listing_notify()');
  }
}
