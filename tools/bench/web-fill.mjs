// Seeds the bench database of `npm run bench:web` beyond the demo content: 50 approved, public
// workshops with WebP posters (one colour each) and an upcoming session, as a live site holds.
import pg from 'pg';
import sharp from 'sharp';

export async function fillWorkshopsWithPosters(databaseUrl, count = 50) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const slugs = [];
    for (let i = 1; i <= count; i += 1) {
      const poster = await sharp({
        create: {
          width: 1200,
          height: 675,
          channels: 3,
          background: { r: (i * 47) % 255, g: (i * 91) % 255, b: (i * 13) % 255 },
        },
      })
        .webp({ quality: 80 })
        .toBuffer();
      const {
        rows: [media],
      } = await client.query(
        `INSERT INTO media (kind, content_type, bytes, byte_size, width, height)
         VALUES ('image', 'image/webp', $1, $2, 1200, 675) RETURNING id`,
        [poster, poster.length],
      );
      const slug = `bench-workshop-${i}`;
      const {
        rows: [workshop],
      } = await client.query(
        `INSERT INTO workshops (slug, title, description, category, format, starts_at,
           duration_minutes, max_participants, tags, base_price_cents, is_public, visibility,
           guest_registration_enabled, is_approved, status, is_featured, poster_media_id)
         VALUES ($1, $2, $3, 'Innovation', 'online', now() + $4 * interval '1 day', 120, 20,
           ARRAY['KI', 'Website'], 4900, true, 'public', true, true, 'scheduled', $5, $6)
         RETURNING id`,
        [
          slug,
          `Workshop ${i}: Prototypen mit KI bauen`,
          'Ein praxisnaher Workshop für Selbstständige und Gründende: vom ersten Entwurf zum testbaren Prototyp, mit Werkzeugen, die heute verfügbar sind.',
          i,
          i % 10 === 0,
          media.id,
        ],
      );
      await client.query(
        `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity, registered_count)
         VALUES ($1, now() + $2 * interval '1 day', now() + $2 * interval '1 day' + interval '2 hours', 20, $3)`,
        [workshop.id, i, i % 21],
      );
      slugs.push(slug);
    }
    await client.query('COMMIT');
    return slugs;
  } finally {
    await client.end();
  }
}
