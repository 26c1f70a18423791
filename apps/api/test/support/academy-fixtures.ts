import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.js';

export interface WorkshopFixture {
  id: string;
  slug: string;
  sessionIds: string[];
}

export interface WorkshopOptions {
  title?: string;
  description?: string;
  category?: string | null;
  format?: 'online' | 'in_person' | 'hybrid';
  tags?: string[];
  visibility?: 'public' | 'members_only';
  guests?: boolean;
  approved?: boolean;
  status?: 'scheduled' | 'cancelled' | 'completed';
  featured?: boolean;
  basePriceCents?: number;
  discountPercent?: number;
  location?: string | null;
  videoCallLink?: string | null;
  /** Session starts in days from now (negative: past), each with `capacity` places. */
  sessionsInDays?: number[];
  capacity?: number;
  creatorId?: string | null;
}

/** An Academy workshop written straight to the database, approved and public by default. */
export async function createWorkshop(
  t: TestApp,
  o: WorkshopOptions = {},
): Promise<WorkshopFixture> {
  const suffix = randomBytes(4).toString('hex');
  const title = o.title ?? `Workshop ${suffix}`;
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}`;
  const days = o.sessionsInDays ?? [7];
  const capacity = o.capacity ?? 20;
  const starts = days.map((d) => new Date(Date.now() + d * 86_400_000));
  const visibility = o.visibility ?? 'public';
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO workshops (slug, title, description, category, format, location, video_call_link,
       starts_at, duration_minutes, max_participants, tags, base_price_cents,
       member_discount_percent, is_public, visibility, guest_registration_enabled, is_approved,
       status, is_featured, creator_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,120,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) RETURNING id`,
    [
      slug,
      title,
      o.description ?? 'Ein Workshop zum Ausprobieren.',
      o.category === undefined ? 'Innovation' : o.category,
      o.format ?? 'online',
      o.location ?? null,
      o.videoCallLink === undefined ? 'https://meet.example.com/room' : o.videoCallLink,
      starts[0],
      capacity,
      o.tags ?? [],
      o.basePriceCents ?? 4900,
      o.discountPercent ?? 50,
      visibility === 'public',
      visibility,
      o.guests ?? visibility === 'public',
      o.approved ?? true,
      o.status ?? 'scheduled',
      o.featured ?? false,
      o.creatorId ?? null,
    ],
  );
  const sessionIds: string[] = [];
  for (const start of starts) {
    const [session] = await t.db.query<{ id: string }>(
      `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [row.id, start, new Date(start.getTime() + 120 * 60_000), capacity],
    );
    sessionIds.push(session.id);
  }
  return { id: row.id, slug, sessionIds };
}

export async function sessionCount(t: TestApp, sessionId: string): Promise<number> {
  const [row] = await t.db.query<{ registered_count: number }>(
    'SELECT registered_count FROM workshop_sessions WHERE id = $1',
    [sessionId],
  );
  return row.registered_count;
}
