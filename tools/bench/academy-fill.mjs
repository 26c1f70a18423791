// Fills a migrated database with the Academy at ten times its size: 100,000 workshops with ten
// sessions each (1 million; one past, nine ahead) and two registrations per session on average
// (2 million), varied formats, visibility, tags and prices. Everything is made inside
// PostgreSQL by `INSERT … SELECT generate_series` (no rows cross the wire); row triggers are off
// during the fill (`session_replication_role = replica`), and the listing's tables are then built
// in one statement each, as `academy_listing_refresh` would build them row by row.
import pg from 'pg';

const TITLES = [
  'Prototypen bauen',
  'Websites mit KI-Tools',
  'Design Thinking kompakt',
  'Teams mit KI-Agenten führen',
  'Innovation im Mittelstand',
  'Förderanträge schreiben',
  'Data Literacy for Founders',
  'Pitch Training',
];
export const SESSIONS_PER_WORKSHOP = 10;

export async function fillAcademy(databaseUrl, workshops = 100_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label, text, values) => {
    const started = Date.now();
    const result = await client.query(text, values);
    if (process.env.BENCH_VERBOSE) console.log(`  ${label}: ${Date.now() - started} ms`);
    return result;
  };
  try {
    await client.query('BEGIN');
    // Superuser of a throwaway database: no row triggers, no per-row foreign-key checks.
    await client.query('SET LOCAL session_replication_role = replica');
    await step(
      'workshops',
      `INSERT INTO workshops (slug, title, description, category, format, location, starts_at,
         duration_minutes, max_participants, tags, base_price_cents, is_public, visibility,
         guest_registration_enabled, is_approved, status, is_featured)
       SELECT 'bench-' || i,
         ($2::text[])[1 + i % 8] || ' ' || i,
         'Ein praxisnaher Workshop Nummer ' || i || ' über ' || ($2::text[])[1 + (i * 7) % 8] ||
           '. A hands-on session for self-employed people and founders.',
         (ARRAY['Innovation','Digitalisierung','Strategie','Finanzierung','Vertrieb'])[1 + i % 5],
         (ARRAY['online','in_person','hybrid'])[1 + i % 3]::workshop_format,
         CASE WHEN i % 3 = 0 THEN NULL ELSE 'Berlin' END,
         now() - interval '30 days',
         120, 20,
         ARRAY[(ARRAY['KI','Website','Design','Team','Geld'])[1 + i % 5], 'Tag' || (i % 40)],
         (i % 10) * 1000,
         i % 7 <> 0,
         (CASE WHEN i % 7 = 0 THEN 'members_only' ELSE 'public' END)::workshop_visibility,
         i % 7 <> 0 AND i % 2 = 0,
         i % 20 <> 0,
         'scheduled',
         i % 50 = 0
       FROM generate_series(1, $1::int) AS i`,
      [workshops, TITLES],
    );
    // Session n of workshop w: n = 0 began 30 days ago, the others follow each other every
    // 14 days from a start spread over the year after tomorrow (so that a kept copy of this
    // database still shows the same listing for a day: see TEMPLATE_MAX_AGE_MS in harness.mjs). Registered: (k + n) mod 5, i.e. 2 on
    // average; every tenth workshop's sessions are full.
    await step(
      'sessions',
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity, registered_count)
       SELECT w.id, s.starts, s.starts + interval '2 hours',
         CASE WHEN w.k % 10 = 0 THEN GREATEST((w.k + n) % 5, 1) ELSE 20 END, (w.k + n) % 5
       FROM (SELECT id, (hashtext(slug) & 2147483647) AS k FROM workshops
             WHERE slug LIKE 'bench-%') w
       CROSS JOIN LATERAL generate_series(0, $1::int - 1) AS n
       CROSS JOIN LATERAL (SELECT CASE WHEN n = 0 THEN now() - interval '30 days'
         ELSE now() + interval '1 day' + (w.k % 525600) * interval '1 minute' + (n - 1) * interval '14 days'
         END AS starts) s`,
      [SESSIONS_PER_WORKSHOP],
    );
    await step(
      'registrations',
      `INSERT INTO workshop_registrations
         (session_id, workshop_id, name, email, status, price_cents, locale, check_in_code,
          join_code)
       SELECT s.id, s.workshop_id, 'Gast ' || g, 'gast' || g || '.' || left(s.id::text, 8) || '@example.com',
         'confirmed', 0, 'de',
         -- bench data only: 22 hex characters of the row's own UUID and its number
         left(replace(s.id::text, '-', ''), 20) || lpad(g::text, 2, '0'),
         'j' || left(replace(s.id::text, '-', ''), 20) || lpad(g::text, 2, '0')
       FROM workshop_sessions s
       CROSS JOIN LATERAL generate_series(1, s.registered_count) AS g
       WHERE s.registered_count > 0`,
    );
    // What the row triggers would have written, for all workshops at once.
    await step(
      'listing',
      `INSERT INTO academy_listing (workshop_id, is_approved, is_public, visibility, status, format,
         category, tags, is_featured, next_session_id, next_starts_at, capacity, registered_count)
       SELECT DISTINCT ON (w.id) w.id, w.is_approved, w.is_public, w.visibility::text,
         w.status::text, w.format::text, w.category, w.tags, w.is_featured,
         s.id, s.starts_at, s.capacity, s.registered_count
       FROM workshops w
       LEFT JOIN workshop_sessions s ON s.workshop_id = w.id AND s.starts_at > now()
       WHERE w.slug LIKE 'bench-%'
       ORDER BY w.id, s.starts_at`,
    );
    await step(
      'search',
      `INSERT INTO academy_search (workshop_id, search_vector)
       SELECT id, workshop_search_vector(title, description) FROM workshops
       WHERE slug LIKE 'bench-%'`,
    );
    await client.query('COMMIT');
    await step('analyze', 'VACUUM ANALYZE');
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM workshops)::int AS workshops,
              (SELECT count(*) FROM workshop_sessions)::int AS sessions,
              (SELECT count(*) FROM workshop_registrations)::int AS registrations`,
    );
    return counts.rows[0];
  } finally {
    await client.end();
  }
}
