import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';
import { ConfigError } from './config-error.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-spec-'));
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db:5432/app',
  JWT_SECRET: 'x'.repeat(32),
  CALENDAR_SECRET_KEY: 'c'.repeat(32),
  SMTP_URL: 'smtp://mail:25',
};

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: '',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      isProduction: false,
      passwordHashCost: 'standard',
    });
    expect(config.contactInbox).toBe('no-reply@localhost.localdomain');
  });

  it('generates a development JWT secret once and keeps it under the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir() });
    expect(config.isProduction).toBe(true);
    expect(config.passwordHashCost).toBe('standard');
  });

  it('gives online consultations rooms on meet.jit.si unless JITSI_BASE_URL names another server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jitsiBaseUrl).toBe('https://meet.jit.si');
    expect(
      loadConfig({ DATA_DIR: dataDir(), JITSI_BASE_URL: 'https://jitsi.example.org/' })
        .jitsiBaseUrl,
    ).toBe('https://jitsi.example.org');
  });

  it('lets test servers lower the password hashing cost', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' });
    expect(config.passwordHashCost).toBe('low');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must start with http:// or https://'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM is not an email address'],
    [{ ADMIN_EMAIL: 'a@b.de' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'a@b.de', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must have at least 10 characters',
    ],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ PASSWORD_HASH_COST: 'none' }, 'PASSWORD_HASH_COST must be one of standard, low'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ REDIS_URL: 'http://r' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ INVOICE_IBAN: 'DE03120300000000202051' }, 'INVOICE_IBAN is not a valid IBAN'],
    [{ INVOICE_BIC: 'nope' }, 'INVOICE_BIC is not a valid BIC'],
    [{ PAYMENT_DAYS: '0' }, 'PAYMENT_DAYS must be a whole number from 1 to 90'],
    [
      { PAYMENT_DAYS: '3', PAYMENT_REMINDER_DAYS: '3' },
      'PAYMENT_REMINDER_DAYS must be less than PAYMENT_DAYS',
    ],
    [{ INVOICE_SMALL_BUSINESS: 'vielleicht' }, 'INVOICE_SMALL_BUSINESS must be true or false'],
    [{ JITSI_BASE_URL: 'http://meet.example.org' }, 'JITSI_BASE_URL must start with https://'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it.each([
    [{ JWT_SECRET: undefined }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET must be at least 32 bytes when NODE_ENV=production'],
    [{ DATABASE_URL: undefined }, 'DATABASE_URL is required when NODE_ENV=production'],
    [{ SMTP_URL: undefined }, 'SMTP_URL is required when NODE_ENV=production'],
    [
      { CALENDAR_SECRET_KEY: undefined },
      'CALENDAR_SECRET_KEY is required when NODE_ENV=production',
    ],
    [
      { CALENDAR_SECRET_KEY: 'short' },
      'CALENDAR_SECRET_KEY must be at least 32 bytes when NODE_ENV=production',
    ],
    [{ PASSWORD_HASH_COST: 'low' }, 'PASSWORD_HASH_COST must be standard when NODE_ENV=production'],
  ])('in production refuses %j', (override, message) => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), ...override })).toThrow(message);
  });

  it('reads the seller and payment terms for invoices, with demo defaults', () => {
    const demo = loadConfig({ DATA_DIR: dataDir() }).billing;
    expect(demo).toMatchObject({
      sellerName: 'Open Innovation Values GmbH',
      vatId: 'DE123456789',
      iban: 'DE02120300000000202051',
      smallBusiness: false,
      paymentDays: 7,
      reminderDays: 2,
    });
    const own = loadConfig({
      DATA_DIR: dataDir(),
      INVOICE_SELLER_NAME: 'Kleine Werkstatt',
      INVOICE_TAX_NUMBER: '27/123/45678',
      INVOICE_IBAN: 'DE89 3704 0044 0532 0130 00',
      INVOICE_SMALL_BUSINESS: 'true',
      PAYMENT_DAYS: '14',
    }).billing;
    expect(own).toMatchObject({
      sellerName: 'Kleine Werkstatt',
      taxNumber: '27/123/45678',
      vatId: undefined,
      iban: 'DE89370400440532013000',
      smallBusiness: true,
      paymentDays: 14,
    });
  });

  it('reads booleans and trims values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SEED_DEMO: ' off ',
      TRUST_PROXY: 'yes',
      PUBLIC_URL: 'https://x.de/',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://x.de');
  });
});
