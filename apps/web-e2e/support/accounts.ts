import type { APIRequestContext, Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

/** The admin that the e2e server bootstraps through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' } as const;

export const MEMBER_PASSWORD = 'Lichtung-Fluss-2026';

let counter = 0;
/**
 * An address no other test uses, also in another worker: each worker process counts on its own,
 * so the worker's number is part of the address.
 */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}-${Date.now().toString(36)}-w${worker}-${counter}@e2e.test`;
}

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * Registers a member through the API and confirms the address with the link from the
 * verification e-mail, as a person would. German mails unless `locale` says otherwise.
 */
export async function registerVerifiedMember(
  request: APIRequestContext,
  options: { name?: string; email?: string; locale?: 'de' | 'en' } = {},
): Promise<TestAccount> {
  const account = {
    email: options.email ?? uniqueEmail(),
    password: MEMBER_PASSWORD,
    name: options.name ?? 'Erika Mustermann',
  };
  const registered = await request.post('/auth/register', {
    headers: { 'accept-language': options.locale ?? 'de' },
    data: { ...account, privacyConsent: true },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
  const mail = await waitForMail((m) => m.to.includes(account.email));
  const link = linkIn(mail, '/api/auth/verify?token=');
  const verified = await request.get(link, { headers: { accept: 'application/json' } });
  if (!verified.ok()) throw new Error(`verify failed: ${await verified.text()}`);
  return account;
}

/**
 * Signs in through the API inside the page's browser context: the refresh cookie lands in
 * the context, and the client restores the session from it on the next page load.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/member-area',
): Promise<void> {
  const response = await page.request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
  await page.goto(path);
}
