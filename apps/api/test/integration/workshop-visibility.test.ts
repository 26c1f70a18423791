import { isOpenToVisitors } from '@platform/domain';
import {
  GUEST_REGISTRATION_CHECK_SQL,
  openToVisitorsSql,
} from '../../src/modules/workshops/workshop-visibility.sql.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('"open to visitors": the SQL fragment and the shared predicate agree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const combinations = [true, false].flatMap((isPublic) =>
    ['public', 'members_only'].flatMap((visibility) =>
      [true, false].map((guests) => ({ isPublic, visibility, guests })),
    ),
  );

  it('answers alike for every combination of is_public and visibility', async () => {
    const rows = await t.db.query<{ open: boolean; guests_ok: boolean }>(
      `SELECT ${openToVisitorsSql('w')} AS open, (${GUEST_REGISTRATION_CHECK_SQL}) AS guests_ok
         FROM unnest($1::boolean[], $2::workshop_visibility[], $3::boolean[]) WITH ORDINALITY
           AS w(is_public, visibility, guest_registration_enabled, n)
        ORDER BY n`,
      [
        combinations.map((c) => c.isPublic),
        combinations.map((c) => c.visibility),
        combinations.map((c) => c.guests),
      ],
    );
    expect(rows).toHaveLength(combinations.length);
    rows.forEach((row, i) => {
      const facts = combinations[i];
      expect(row.open).toBe(isOpenToVisitors(facts));
      expect(row.guests_ok).toBe(!facts.guests || isOpenToVisitors(facts));
    });
  });

  it('the stored CHECK refuses guests for a workshop that is not open to visitors', async () => {
    const [check] = await t.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conname = 'workshops_guest_registration_check'`,
    );
    const normalize = (sql: string) => sql.replace(/[()\s]|::\w+/g, '').replace(/^CHECK/, '');
    expect(normalize(check.definition)).toBe(normalize(GUEST_REGISTRATION_CHECK_SQL));
  });
});
