import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { registerVerifiedMember, type TestAccount } from './accounts';

/** GraphQL and accounts for the hosts' journeys. */
async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  return ((await login.json()) as { token: string }).token;
}

export async function graphqlAs<T>(
  request: APIRequestContext,
  account: { email: string; password: string } | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (account) headers.authorization = `Bearer ${await tokenOf(request, account)}`;
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

export async function workshopHost(request: APIRequestContext, name: string): Promise<TestAccount> {
  const member = await registerVerifiedMember(request, { name });
  await graphqlAs(
    request,
    member,
    `mutation ($input: ProfileInput!) { updateMyProfile(input: $input) { id } }`,
    { input: { displayName: name, headline: 'Moderation', visibility: 'team' } },
  );
  return member;
}

export async function posterDataUrl(): Promise<string> {
  const png = await sharp({
    create: { width: 120, height: 160, channels: 3, background: { r: 11, g: 92, b: 107 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
