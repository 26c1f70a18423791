import type { ViewerAccess } from './viewer-access.js';
import {
  toWorkshopView,
  type WorkshopColumns,
  type WorkshopView,
  type WorkshopViewSource,
} from './workshop-view.mapper.js';

const firstStart = new Date('2027-03-01T17:00:00Z');
const nextStart = new Date('2027-04-05T16:00:00Z');

const columns = (overrides: Partial<WorkshopColumns> = {}): WorkshopColumns => ({
  id: 'workshop-id',
  slug: 'ki-im-mittelstand',
  title: 'KI im Mittelstand',
  description: 'Ein Abend über Werkzeuge.',
  category: 'Innovation',
  format: 'hybrid',
  location: 'Berlin',
  videoCallLink: 'https://meet.example.com/room',
  startsAt: firstStart,
  timeZone: 'Europe/Berlin',
  durationMinutes: 120,
  maxParticipants: 10,
  learningObjectives: ['Werkzeuge kennen'],
  materials: [{ type: 'text', title: 'Folien' }],
  tags: ['KI'],
  basePriceCents: 999,
  memberDiscountPercent: 50,
  isPublic: true,
  visibility: 'public',
  guestRegistrationEnabled: true,
  posterMediaId: 'poster-id',
  pendingPosterMediaId: 'pending-poster-id',
  isApproved: true,
  status: 'scheduled',
  isFeatured: false,
  recurrenceRule: null,
  recurrenceEndsAt: null,
  skippedDates: [],
  notifyHostOnRegistration: true,
  creatorId: 'creator-id',
  createdAt: new Date('2027-01-01T00:00:00Z'),
  updatedAt: new Date('2027-01-02T00:00:00Z'),
  ratingCount: 0,
  ratingSum: 0,
  ...overrides,
});

const source = (overrides: Partial<WorkshopViewSource> = {}): WorkshopViewSource => ({
  workshop: columns(),
  // The host lowered the maximum to 10 after 12 had registered: the session keeps 12 seats.
  session: { id: 'session-id', startsAt: nextStart, capacity: 12, registeredCount: 12 },
  creator: { name: 'Hanna Host', email: 'hanna@example.com' },
  posterIsPdf: false,
  pendingPosterIsPdf: true,
  ...overrides,
});

const NOBODY: ViewerAccess = { creatorOrAdmin: false, confirmedRegistrant: false };
const REGISTRANT: ViewerAccess = { creatorOrAdmin: false, confirmedRegistrant: true };
const CREATOR_OR_ADMIN: ViewerAccess = { creatorOrAdmin: true, confirmedRegistrant: false };

/** Fields only the creator and admins see: what they see, and what everyone else gets. */
const CREATOR_AND_ADMINS_ONLY: Array<[keyof WorkshopView, unknown, unknown]> = [
  ['creatorEmail', 'hanna@example.com', null],
  ['pendingPosterUrl', '/media/pending-poster-id', null],
  ['pendingPosterIsPdf', true, false],
  ['notifyHostOnRegistration', true, null],
];

describe('toWorkshopView: who sees what', () => {
  it.each(CREATOR_AND_ADMINS_ONLY)('shows %s to the creator and admins', (field, shown) => {
    expect(toWorkshopView(source(), CREATOR_OR_ADMIN)[field]).toEqual(shown);
  });

  it.each(CREATOR_AND_ADMINS_ONLY)(
    'hides %s from other members and visitors, registered or not',
    (field, _shown, hidden) => {
      expect(toWorkshopView(source(), NOBODY)[field]).toEqual(hidden);
      expect(toWorkshopView(source(), REGISTRANT)[field]).toEqual(hidden);
    },
  );

  it('shows the raw video link to the creator and admins only (registrants use their join link)', () => {
    const link = 'https://meet.example.com/room';
    expect(toWorkshopView(source(), CREATOR_OR_ADMIN).videoCallLink).toBe(link);
    expect(toWorkshopView(source(), REGISTRANT).videoCallLink).toBeNull();
    expect(toWorkshopView(source(), NOBODY).videoCallLink).toBeNull();
  });

  it('lets access change exactly the restricted fields, nothing else', () => {
    const open = toWorkshopView(source(), CREATOR_OR_ADMIN);
    const closed = toWorkshopView(source(), NOBODY);
    const differing = Object.keys(open).filter(
      (key) =>
        JSON.stringify(open[key as keyof WorkshopView]) !==
        JSON.stringify(closed[key as keyof WorkshopView]),
    );
    expect(differing.sort()).toEqual(
      [...CREATOR_AND_ADMINS_ONLY.map(([field]) => field), 'videoCallLink'].sort(),
    );
  });

  it('reports no waiting PDF when no poster is waiting', () => {
    const view = toWorkshopView(
      source({ workshop: columns({ pendingPosterMediaId: null }) }),
      CREATOR_OR_ADMIN,
    );
    expect(view).toMatchObject({ pendingPosterUrl: null, pendingPosterIsPdf: false });
  });

  it('shows the creator name to everyone', () => {
    expect(toWorkshopView(source(), NOBODY).creatorName).toBe('Hanna Host');
    expect(toWorkshopView(source({ creator: null }), CREATOR_OR_ADMIN)).toMatchObject({
      creatorName: null,
      creatorEmail: null,
    });
  });
});

describe('toWorkshopView: figures', () => {
  it("gives the host's maximum as maxParticipants and the session's seats as the rest", () => {
    expect(toWorkshopView(source(), NOBODY)).toMatchObject({
      maxParticipants: 10,
      currentParticipants: 12,
      availableSpots: 0,
      startTime: nextStart,
      nextSessionId: 'session-id',
    });
  });

  it('counts free seats from the session capacity', () => {
    const session = { id: 'session-id', startsAt: nextStart, capacity: 12, registeredCount: 4 };
    expect(toWorkshopView(source({ session }), NOBODY).availableSpots).toBe(8);
  });

  it('falls back to the workshop while it has no session', () => {
    expect(toWorkshopView(source({ session: null }), NOBODY)).toMatchObject({
      maxParticipants: 10,
      currentParticipants: 0,
      availableSpots: 10,
      startTime: firstStart,
      nextSessionId: null,
    });
  });

  it('keeps the creator id and the member price', () => {
    expect(toWorkshopView(source(), NOBODY)).toMatchObject({
      creatorId: 'creator-id',
      memberPriceCents: 500,
      posterUrl: '/media/poster-id',
    });
  });
});
