import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './accounts';

/** A 1×1 PNG: the server checks and re-encodes posters, so it must be a real image. */
const POSTER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface CreatedWorkshop {
  id: string;
  slug: string;
  title: string;
}

export interface WorkshopSeed {
  title: string;
  description: string;
  /** Days from now of the (only) session, at 18:00 UTC. */
  inDays: number;
  maxParticipants?: number;
  basePriceCents?: number;
  guests?: boolean;
}

async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * Creates approved Academy workshops the way the product does: the admin writes them through
 * the GraphQL API (with a profile visible to members, which creating requires) and approves
 * them. The demo content alone has too few workshops to page through.
 */
export async function createApprovedWorkshops(
  request: APIRequestContext,
  seeds: WorkshopSeed[],
): Promise<CreatedWorkshop[]> {
  const login = await request.post('/auth/login', { data: ADMIN });
  if (!login.ok()) throw new Error(`admin sign-in failed: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  await gql(request, token, 'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }', {
    i: { displayName: 'Academy Team', visibility: 'team' },
  });

  const created: CreatedWorkshop[] = [];
  for (const seed of seeds) {
    const start = new Date(Date.now() + seed.inDays * 86_400_000);
    start.setUTCHours(16, 0, 0, 0);
    const { createWorkshop } = await gql<{ createWorkshop: CreatedWorkshop }>(
      request,
      token,
      'mutation($i: CreateWorkshopInput!) { createWorkshop(input: $i) { id slug title } }',
      {
        i: {
          title: seed.title,
          description: seed.description,
          category: 'Praxis',
          format: 'online',
          videoCallLink: 'https://meet.example.com/academy-e2e',
          startTime: start.toISOString(),
          durationMinutes: 90,
          maxParticipants: seed.maxParticipants ?? 10,
          tags: ['KI', 'Praxis'],
          learningObjectives: ['Ein Ziel erreichen'],
          isPublic: true,
          visibility: 'public',
          guestRegistrationEnabled: seed.guests ?? true,
          poster: { dataUrl: POSTER, filename: 'poster.png' },
          basePriceCents: seed.basePriceCents ?? 4900,
        },
      },
    );
    await gql(request, token, 'mutation($id: ID!) { approveWorkshop(id: $id) { id } }', {
      id: createWorkshop.id,
    });
    created.push(createWorkshop);
  }
  return created;
}

/** Letters only, so that the server's stemming leaves the word as it is. */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}
