import { creatorIdsOf, inOrderOf, posterIdsOf, withDetails } from './workshop-rows.js';
import {
  type StoredWorkshopRow,
  workshopRowsByKeysQuery,
  workshopRowsWithSessionsQuery,
} from './workshop-rows.sql.js';

const stored = (id: string, overrides: Partial<StoredWorkshopRow> = {}): StoredWorkshopRow => ({
  id,
  slug: `workshop-${id}`,
  title: `Workshop ${id}`,
  description: '',
  category: null,
  format: 'online',
  location: null,
  video_call_link: null,
  time_zone: 'Europe/Berlin',
  workshop_starts_at: new Date('2027-03-01T17:00:00Z'),
  duration_minutes: 60,
  max_participants: 10,
  learning_objectives: [],
  materials: [],
  tags: [],
  base_price_cents: 0,
  member_discount_percent: '0',
  is_public: true,
  visibility: 'public',
  guest_registration_enabled: false,
  poster_media_id: null,
  pending_poster_media_id: null,
  is_approved: true,
  status: 'scheduled',
  is_featured: false,
  recurrence_rule: null,
  recurrence_ends_at: null,
  skipped_dates: [],
  notify_host_on_registration: true,
  creator_id: null,
  created_at: new Date('2027-01-01T00:00:00Z'),
  updated_at: new Date('2027-01-01T00:00:00Z'),
  rating_count: 0,
  rating_sum: 0,
  session_id: null,
  session_starts_at: null,
  session_ends_at: null,
  session_capacity: null,
  session_registered_count: null,
  ...overrides,
});

describe('workshop rows', () => {
  it("keeps the caller's order and leaves out ids without a row", () => {
    const rows = [stored('b'), stored('c'), stored('a')];
    expect(inOrderOf(['a', 'gone', 'b', 'c'], rows).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(inOrderOf([], rows)).toEqual([]);
  });

  it('asks for each creator and each poster once', () => {
    const rows = [
      stored('a', { creator_id: 'u1', poster_media_id: 'm1', pending_poster_media_id: 'm2' }),
      stored('b', { creator_id: 'u1', poster_media_id: 'm2' }),
      stored('c'),
    ];
    expect(creatorIdsOf(rows)).toEqual(['u1']);
    expect(posterIdsOf(rows)).toEqual(['m1', 'm2']);
  });

  it('adds creator and poster kinds, in the same order', () => {
    const rows = withDetails(
      [
        stored('a', { creator_id: 'u1', poster_media_id: 'm1', pending_poster_media_id: 'm2' }),
        stored('b', { creator_id: 'u2', poster_media_id: 'm2' }),
      ],
      new Map([
        ['u1', { name: 'Hanna Host', email: 'hanna@example.com' }],
        ['u2', { name: 'Paul Pdf', email: 'paul@example.com' }],
      ]),
      new Map([
        ['m1', 'image'],
        ['m2', 'pdf'],
      ]),
    );
    expect(rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({
      creator_name: 'Hanna Host',
      creator_email: 'hanna@example.com',
      poster_is_pdf: false,
      pending_poster_is_pdf: true,
    });
    expect(rows[1]).toMatchObject({ creator_name: 'Paul Pdf', poster_is_pdf: true });
  });

  it('leaves creator and poster kinds null when the account or file is gone, or there is none', () => {
    const [gone, none] = withDetails(
      [
        stored('a', { creator_id: 'deleted', poster_media_id: 'missing' }),
        stored('b', { creator_id: null }),
      ],
      new Map(),
      new Map(),
    );
    for (const row of [gone, none])
      expect(row).toMatchObject({
        creator_name: null,
        creator_email: null,
        poster_is_pdf: null,
        pending_poster_is_pdf: null,
      });
    expect(gone.creator_id).toBe('deleted');
  });
});

describe('workshop rows SQL', () => {
  const tablesOf = (text: string) =>
    new Set(
      [...text.matchAll(/\b(?:FROM|JOIN)\s+(?!(?:LATERAL|unnest)\b)(\w+)/g)].map((m) => m[1]),
    );

  it("names only this module's tables", () => {
    const own = new Set(['workshops', 'workshop_sessions']);
    expect(tablesOf(workshopRowsByKeysQuery(['id'], ['slug']).text)).toEqual(own);
    expect(tablesOf(workshopRowsWithSessionsQuery(['id'], [null]).text)).toEqual(own);
  });

  it('binds workshop and session ids as two parallel arrays', () => {
    const query = workshopRowsWithSessionsQuery(['w1', 'w2'], ['s1', null]);
    expect(query.values).toEqual([
      ['w1', 'w2'],
      ['s1', null],
    ]);
  });
});
