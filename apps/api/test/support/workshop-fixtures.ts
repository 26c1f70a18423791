import { deflateSync } from 'node:zlib';
import { fromWallClock, toWallClock } from '@platform/domain';
import sharp from 'sharp';
import { createMember, type Member } from './factories.js';
import type { TestApp } from './test-app.js';

export const WORKSHOP_FIELDS = `id slug title description category format location videoCallLink
  startTime timeZone durationMinutes maxParticipants currentParticipants availableSpots
  learningObjectives materials { type title } tags basePriceCents memberPriceCents isPublic
  visibility guestRegistrationEnabled posterUrl posterIsPdf pendingPosterUrl pendingPosterIsPdf isApproved status
  isFeatured recurrenceRule recurrenceEndDate creatorName creatorEmail
  sessions { id startsAt endsAt capacity registeredCount availableSpots offSchedule }`;

export const authAs = (member: Member | null): Record<string, string> =>
  member ? { authorization: `Bearer ${member.token}` } : {};

/** A member who may create workshops: verified e-mail and a profile visible to members. */
export async function createWorkshopAuthor(
  t: TestApp,
  options: { verified?: boolean; visibility?: 'private' | 'team' | 'public' | null } = {},
): Promise<Member> {
  const member = await createMember(t, { verified: options.verified ?? true });
  const visibility = options.visibility === undefined ? 'team' : options.visibility;
  if (visibility) {
    const saved = await t.gql(
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
      { i: { displayName: 'Wera Workshop', visibility } },
      authAs(member),
    );
    if (saved.errors) throw new Error(JSON.stringify(saved.errors));
  }
  return member;
}

/** The instant at `hour`:`minute` Berlin time on the Monday at least `days` days ahead. */
export function berlinMonday(days: number, hour = 18, minute = 0): Date {
  // The weekday of the Berlin date: late in the UTC evening it is already the next day there.
  const wall = toWallClock(new Date(Date.now() + days * 86_400_000));
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0
  date.setUTCDate(date.getUTCDate() + ((7 - weekday) % 7));
  return fromWallClock({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute,
  });
}

export async function pngDataUrl(width = 1600, height = 900): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const asDataUrl = (bytes: Buffer, type: string) =>
  `data:${type};base64,${bytes.toString('base64')}`;

export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A small but valid PNG whose header claims a huge size: decoding it would need gigabytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid GraphQL create input; override what a test is about. */
export async function workshopInput(
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    title: 'Design Thinking kompakt',
    description: 'Ein kompakter Einstieg in Design Thinking.',
    category: 'Innovation',
    format: 'online',
    videoCallLink: 'https://meet.example.com/dt',
    startTime: berlinMonday(14).toISOString(),
    timeZone: 'Europe/Berlin',
    durationMinutes: 90,
    maxParticipants: 12,
    learningObjectives: ['Probleme schärfen\n  Ideen bewerten  ', ' '],
    materials: ['Folien', ''],
    tags: ['KI, Design', 'ki', '  '],
    isPublic: true,
    visibility: 'public',
    guestRegistrationEnabled: true,
    poster: { dataUrl: await pngDataUrl(), filename: 'poster.png' },
    basePriceCents: 1250,
    ...overrides,
  };
}

export const CREATE_WORKSHOP = `mutation($i: CreateWorkshopInput!) { createWorkshop(input: $i) { ${WORKSHOP_FIELDS} } }`;
export const UPDATE_WORKSHOP = `mutation($id: ID!, $i: UpdateWorkshopInput!) { updateWorkshop(id: $id, input: $i) { ${WORKSHOP_FIELDS} } }`;

export type WorkshopView = Record<string, unknown> & {
  id: string;
  slug: string;
  title: string;
  posterUrl: string | null;
  pendingPosterUrl: string | null;
  sessions: Array<{ id: string; startsAt: string; capacity: number; registeredCount: number }>;
};

export async function createWorkshop(
  t: TestApp,
  author: Member,
  overrides: Record<string, unknown> = {},
): Promise<WorkshopView> {
  const result = await t.gql<{ createWorkshop: WorkshopView }>(
    CREATE_WORKSHOP,
    { i: await workshopInput(overrides) },
    authAs(author),
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createWorkshop;
}

/** The update input that keeps everything of a created workshop (without poster and price). */
export function updateInputOf(
  workshop: WorkshopView,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: workshop.title,
    description: workshop.description,
    category: workshop.category,
    format: workshop.format,
    location: workshop.location,
    videoCallLink: workshop.videoCallLink,
    startTime: workshop.startTime,
    timeZone: 'Europe/Berlin',
    durationMinutes: workshop.durationMinutes,
    maxParticipants: workshop.maxParticipants,
    learningObjectives: workshop.learningObjectives,
    materials: (workshop.materials as Array<{ title: string }>).map((m) => m.title),
    tags: workshop.tags,
    isPublic: workshop.isPublic,
    visibility: workshop.visibility,
    guestRegistrationEnabled: workshop.guestRegistrationEnabled,
    ...overrides,
  };
}
