import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every write that can change the team on the About page (a profile saved, reviewed, made
 * public or private, deleted with its account; a member's e-mail address, shown on the card)
 * sends one `team_profiles_changed` notification when its transaction commits; each API
 * instance drops its rendered About pages on it (modules/profiles/team-page-changes.service.ts).
 * Statement-level triggers, as the Academy listing's: one notification per statement, and
 * PostgreSQL folds the repeats of one transaction into one.
 */
export class TeamProfilesNotify1795674000000 implements MigrationInterface {
  name = 'TeamProfilesNotify1795674000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE FUNCTION team_profiles_notify() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM pg_notify('team_profiles_changed', '');\n  RETURN NULL;\nEND $$",
    );
    await queryRunner.query(
      'CREATE TRIGGER profiles_team_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION team_profiles_notify()',
    );
    await queryRunner.query(
      'CREATE TRIGGER users_team_notify AFTER UPDATE OF email ON users FOR EACH STATEMENT EXECUTE FUNCTION team_profiles_notify()',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER users_team_notify ON users');
    await queryRunner.query('DROP TRIGGER profiles_team_notify ON profiles');
    await queryRunner.query('DROP FUNCTION team_profiles_notify()');
  }
}
