import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { COMPANY, isValidIban } from '@platform/domain';
import { ConfigError } from './config-error.js';

export type NodeEnv = 'development' | 'production' | 'test';

/** Settings of one identity provider (filled in by the accounts module). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer (Google, Microsoft) or the OAuth server's base URL (GitHub). */
  issuer: string;
  /** GitHub only: the REST API base URL. */
  apiUrl?: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Empty when the embedded PostgreSQL is to be started. */
  databaseUrl: string;
  /**
   * How long a request waits for a free database connection before it is refused as busy
   * (503 `SERVICE_BUSY`). Paid registrations hold theirs while they wait in line for the
   * year's invoice number, so a burst waits here.
   */
  databasePoolWaitMs: number;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactInbox: string;
  admin?: { email: string; password: string };
  redisUrl?: string;
  seedDemo: boolean;
  dataDir: string;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every rate limit (1 in production; larger for tests and load tests). */
  rateLimitScale: number;
  /** argon2id cost of new password hashes: `standard` always in production, `low` for tests. */
  passwordHashCost: PasswordHashCost;
  oauth: Partial<Record<'google' | 'github' | 'microsoft', OAuthProviderConfig>>;
  /** `all`: API and job worker in one process; `api` or `worker` for scaling each apart. */
  processRole: ProcessRole;
  /** How often the worker looks for retries that fell due (new jobs arrive by NOTIFY). */
  jobPollIntervalMs: number;
  billing: BillingConfig;
  /** Days an audit log entry is kept before the retention job may delete it (365-3650). */
  auditRetentionDays: number;
  /** Days after closing (without a project) before a project request's contact data is erased (30-3650). */
  projectRequestRetentionDays: number;
  /** `required`: admins must have a second factor (always in production); `optional` for development. */
  adminMfa: 'required' | 'optional';
  /** The origin passkeys are bound to (its host is the WebAuthn relying-party id). */
  passkeyOrigin: string;
  /** The Jitsi Meet server where online consultations get their own room (no trailing slash). */
  jitsiBaseUrl: string;
  /**
   * The key that connected calendars' passwords and secret addresses are encrypted with
   * (`CALENDAR_SECRET_KEY`; required in production, else `JWT_SECRET` stands in).
   */
  calendarSecretKey: string;
}

/** The seller as invoices print it, and the payment terms (the `INVOICE_*` variables). */
export interface BillingConfig {
  sellerName: string;
  /** Street and house number. */
  sellerStreet: string;
  /** Postal code and city. */
  sellerCity: string;
  vatId?: string;
  taxNumber?: string;
  /** Registry court and number, e.g. "Amtsgericht Charlottenburg, HRB 123456 B". */
  registry?: string;
  iban: string;
  bic: string;
  bankName?: string;
  /** Small business per § 19 UStG: no VAT charged, with the note on every invoice. */
  smallBusiness: boolean;
  /** Days until payment is due (never past the session start). */
  paymentDays: number;
  /** Days before the deadline that the reminder goes out. */
  reminderDays: number;
}

export type ProcessRole = 'all' | 'api' | 'worker';

/**
 * `standard`: the argon2 library's recommended cost (64 MiB, 3 passes, 4 lanes). `low`: a tiny
 * cost that makes a hash take about a millisecond, for test servers that create hundreds of
 * accounts; refused when NODE_ENV=production.
 */
export type PasswordHashCost = 'standard' | 'low';

/** The configuration table, in one place; the README repeats it. */
export const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'DATABASE_POOL_WAIT_MS',
  'PUBLIC_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'CONTACT_INBOX',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'REDIS_URL',
  'SEED_DEMO',
  'DATA_DIR',
  'WEB_DIST_DIR',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'RATE_LIMIT_SCALE',
  'PASSWORD_HASH_COST',
  'PROCESS_ROLE',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'MICROSOFT_CLIENT_ID',
  'MICROSOFT_CLIENT_SECRET',
  'MICROSOFT_ISSUER',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_URL',
  'GITHUB_API_URL',
  'INVOICE_SELLER_NAME',
  'INVOICE_SELLER_STREET',
  'INVOICE_SELLER_CITY',
  'INVOICE_VAT_ID',
  'INVOICE_TAX_NUMBER',
  'INVOICE_REGISTRY',
  'INVOICE_IBAN',
  'INVOICE_BIC',
  'INVOICE_BANK_NAME',
  'INVOICE_SMALL_BUSINESS',
  'PAYMENT_DAYS',
  'PAYMENT_REMINDER_DAYS',
] as const;

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const MIN_PRODUCTION_SECRET_BYTES = 32;

export function loadConfig(env: Env, cwd: string = process.cwd()): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const isProduction = nodeEnv === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = absolute(cwd, value(env, 'DATA_DIR') ?? '.data');

  const databaseUrl = value(env, 'DATABASE_URL') ?? '';
  if (databaseUrl) url(databaseUrl, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  else if (isProduction) fail('DATABASE_URL is required when NODE_ENV=production');

  const publicUrl = trimSlash(value(env, 'PUBLIC_URL') ?? `http://localhost:${port || 3000}`);
  url(publicUrl, 'PUBLIC_URL', ['http:', 'https:']);

  const smtpUrl = value(env, 'SMTP_URL');
  if (smtpUrl) url(smtpUrl, 'SMTP_URL', ['smtp:', 'smtps:']);
  else if (isProduction) fail('SMTP_URL is required when NODE_ENV=production');

  const mailFrom =
    value(env, 'MAIL_FROM') ?? 'Open Innovation Values <no-reply@localhost.localdomain>';
  if (!EMAIL.test(addressOf(mailFrom))) fail(`MAIL_FROM is not an email address: "${mailFrom}"`);
  const contactInbox = value(env, 'CONTACT_INBOX') ?? addressOf(mailFrom);
  if (!EMAIL.test(contactInbox)) fail(`CONTACT_INBOX is not an email address: "${contactInbox}"`);

  const adminEmail = value(env, 'ADMIN_EMAIL');
  const adminPassword = value(env, 'ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    fail('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail && !EMAIL.test(adminEmail))
    fail(`ADMIN_EMAIL is not an email address: "${adminEmail}"`);
  if (adminPassword && adminPassword.length < 10)
    fail('ADMIN_PASSWORD must have at least 10 characters');

  const redisUrl = value(env, 'REDIS_URL');
  if (redisUrl) url(redisUrl, 'REDIS_URL', ['redis:', 'rediss:']);

  const passwordHashCost = oneOf(env, 'PASSWORD_HASH_COST', ['standard', 'low'], 'standard');
  if (isProduction && passwordHashCost !== 'standard')
    fail('PASSWORD_HASH_COST must be standard when NODE_ENV=production');

  const adminMfa = oneOf(env, 'ADMIN_MFA', ['required', 'optional'], 'required');
  if (isProduction && adminMfa !== 'required')
    fail('ADMIN_MFA must be required when NODE_ENV=production');
  const passkeyOrigin = trimSlash(value(env, 'PASSKEY_ORIGIN') ?? publicUrl);
  url(passkeyOrigin, 'PASSKEY_ORIGIN', ['http:', 'https:']);
  const jitsiBaseUrl = trimSlash(value(env, 'JITSI_BASE_URL') ?? 'https://meet.jit.si');
  url(jitsiBaseUrl, 'JITSI_BASE_URL', ['https:']);

  const jwt = jwtSecret(env, isProduction, dataDir);
  return {
    nodeEnv,
    isProduction,
    adminMfa,
    passkeyOrigin,
    jitsiBaseUrl,
    port,
    databaseUrl,
    databasePoolWaitMs: integer(env, 'DATABASE_POOL_WAIT_MS', 30_000, 100, 300_000),
    publicUrl,
    jwtSecret: jwt,
    calendarSecretKey: calendarSecretKey(env, isProduction, jwt),
    smtpUrl,
    mailFrom,
    contactInbox,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    redisUrl,
    seedDemo: boolean(env, 'SEED_DEMO', true),
    dataDir,
    webDistDir: absolute(cwd, value(env, 'WEB_DIST_DIR') ?? 'dist/apps/web'),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      nodeEnv === 'test' ? 'warn' : 'info',
    ),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    rateLimitScale: integer(env, 'RATE_LIMIT_SCALE', 1, 1, 10_000),
    passwordHashCost,
    processRole: oneOf(env, 'PROCESS_ROLE', ['all', 'api', 'worker'], 'all'),
    jobPollIntervalMs: nodeEnv === 'test' ? 200 : 2000,
    oauth: {
      google: provider(env, 'GOOGLE', 'https://accounts.google.com'),
      microsoft: provider(env, 'MICROSOFT', 'https://login.microsoftonline.com/consumers/v2.0'),
      github: provider(
        env,
        'GITHUB',
        'https://github.com',
        value(env, 'GITHUB_API_URL') ?? 'https://api.github.com',
      ),
    },
    billing: billing(env),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 730, 365, 3650),
    projectRequestRetentionDays: integer(env, 'PROJECT_REQUEST_RETENTION_DAYS', 180, 30, 3650),
  };
}

/** Demo defaults are the sample company data in libs/domain; replace them before going live. */
function billing(env: Env): BillingConfig {
  const iban = (value(env, 'INVOICE_IBAN') ?? 'DE02120300000000202051').replace(/\s+/g, '');
  if (!isValidIban(iban)) fail(`INVOICE_IBAN is not a valid IBAN: "${iban}"`);
  const bic = (value(env, 'INVOICE_BIC') ?? 'BYLADEM1001').toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    fail(`INVOICE_BIC is not a valid BIC: "${bic}"`);
  const vatId =
    value(env, 'INVOICE_VAT_ID') ?? (value(env, 'INVOICE_TAX_NUMBER') ? undefined : COMPANY.vatId);
  const taxNumber = value(env, 'INVOICE_TAX_NUMBER');
  const paymentDays = integer(env, 'PAYMENT_DAYS', 7, 1, 90);
  const reminderDays = integer(env, 'PAYMENT_REMINDER_DAYS', 2, 1, 30);
  if (reminderDays >= paymentDays) fail('PAYMENT_REMINDER_DAYS must be less than PAYMENT_DAYS');
  return {
    sellerName: value(env, 'INVOICE_SELLER_NAME') ?? COMPANY.legalName,
    sellerStreet: value(env, 'INVOICE_SELLER_STREET') ?? COMPANY.address.street,
    sellerCity:
      value(env, 'INVOICE_SELLER_CITY') ?? `${COMPANY.address.postalCode} ${COMPANY.address.city}`,
    vatId,
    taxNumber,
    registry:
      value(env, 'INVOICE_REGISTRY') ?? `${COMPANY.register.court}, ${COMPANY.register.number}`,
    iban,
    bic,
    bankName: value(env, 'INVOICE_BANK_NAME'),
    smallBusiness: boolean(env, 'INVOICE_SMALL_BUSINESS', false),
    paymentDays,
    reminderDays,
  };
}

/** A provider is on when its client id and secret are both set. */
function provider(
  env: Env,
  prefix: string,
  defaultIssuer: string,
  apiUrl?: string,
): OAuthProviderConfig | undefined {
  const clientId = value(env, `${prefix}_CLIENT_ID`);
  const clientSecret = value(env, `${prefix}_CLIENT_SECRET`);
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    fail(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  if (!clientId || !clientSecret) return undefined;
  const issuerVariable = prefix === 'GITHUB' ? 'GITHUB_URL' : `${prefix}_ISSUER`;
  const issuer = trimSlash(value(env, issuerVariable) ?? defaultIssuer);
  url(issuer, issuerVariable, ['http:', 'https:']);
  if (apiUrl) url(apiUrl, 'GITHUB_API_URL', ['http:', 'https:']);
  return { clientId, clientSecret, issuer, apiUrl: apiUrl && trimSlash(apiUrl) };
}

function jwtSecret(env: Env, isProduction: boolean, dataDir: string): string {
  const given = value(env, 'JWT_SECRET');
  if (given) {
    if (isProduction && Buffer.byteLength(given) < MIN_PRODUCTION_SECRET_BYTES) {
      fail(
        `JWT_SECRET must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes when NODE_ENV=production`,
      );
    }
    return given;
  }
  if (isProduction) fail('JWT_SECRET is required when NODE_ENV=production');
  // Development: a generated secret, kept so that sessions survive a restart.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Its own key in production (rotating `JWT_SECRET` then leaves stored calendar passwords readable). */
function calendarSecretKey(env: Env, isProduction: boolean, jwt: string): string {
  const given = value(env, 'CALENDAR_SECRET_KEY');
  if (!given) {
    if (isProduction) fail('CALENDAR_SECRET_KEY is required when NODE_ENV=production');
    return jwt;
  }
  if (isProduction && Buffer.byteLength(given) < MIN_PRODUCTION_SECRET_BYTES) {
    fail(
      `CALENDAR_SECRET_KEY must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes when NODE_ENV=production`,
    );
  }
  return given;
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    fail(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  return fail(`${name} must be true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    fail(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(raw: string, name: string, protocols: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    fail(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return parsed;
}

function addressOf(mailbox: string): string {
  const match = /<([^>]+)>\s*$/.exec(mailbox);
  return (match ? match[1] : mailbox).trim();
}

function absolute(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function trimSlash(text: string): string {
  return text.replace(/\/+$/, '');
}

function fail(message: string): never {
  throw new ConfigError(message);
}
