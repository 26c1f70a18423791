// Fills a migrated database with 10,000 Academy workshops: three sessions each (one past, two
// ahead), varied formats, visibility, tags and prices, and registrations for the next session.
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

export async function fillAcademy(databaseUrl, workshops = 10_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
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
    await client.query(
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity, registered_count)
       SELECT w.id, s.starts, s.starts + interval '2 hours', 20,
         CASE WHEN s.n = 1 THEN (hashtext(w.slug) & 2147483647) % 21 ELSE 0 END
       FROM workshops w
       CROSS JOIN LATERAL (VALUES
         (0, now() - interval '30 days'),
         (1, now() + ((hashtext(w.slug) & 2147483647) % 525600) * interval '1 minute'),
         (2, now() + ((hashtext(w.slug) & 2147483647) % 525600) * interval '1 minute' + interval '14 days')
       ) AS s(n, starts)
       WHERE w.slug LIKE 'bench-%'`,
    );
    await client.query(
      `INSERT INTO workshop_registrations
         (session_id, workshop_id, name, email, status, price_cents, locale, check_in_code)
       SELECT s.id, s.workshop_id, 'Gast ' || g, 'gast' || g || '.' || left(s.id::text, 8) || '@example.com',
         'confirmed', 0, 'de',
         -- bench data only: 22 characters of two random UUIDs (the app uses 128 random bits)
         left(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 22)
       FROM workshop_sessions s
       CROSS JOIN LATERAL generate_series(1, s.registered_count) AS g
       WHERE s.registered_count > 0`,
    );
    await client.query('COMMIT');
    // The triggers rewrote each listing row once per session; compact it as a settled table is.
    await client.query('VACUUM FULL academy_listing, academy_search');
    await client.query('VACUUM ANALYZE');
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
