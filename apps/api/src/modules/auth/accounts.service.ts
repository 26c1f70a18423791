import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@platform/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import { AccessTokens } from '../../core/auth/access-tokens.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { queryReturning } from '../../core/database/returning.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { MailService } from '../mail/mail.service.js';
import { authMails } from './auth-mails.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { normalizeEmail, User } from './entities/user.entity.js';
import { passwordHasher } from './password-hasher.js';
import { assertStrongPassword } from './password-policy.js';
import { EmailTokensService } from './tokens/email-tokens.service.js';
import { RefreshTokensService } from './tokens/refresh-tokens.service.js';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: User;
}

export interface RegisterInput {
  email: string;
  password: string;
  name: string;
  company?: string | null;
  privacyConsent: boolean;
  newsletterConsent?: boolean;
}

export interface AccountUpdate {
  name?: string;
  company?: string | null;
  newsletterConsent?: boolean;
  locale?: Locale;
}

const MINUTE = 60_000;
const LIMITS = {
  login: { ip: { limit: 20, windowMs: 15 * MINUTE }, account: { limit: 8, windowMs: 15 * MINUTE } },
  register: {
    ip: { limit: 10, windowMs: 60 * MINUTE },
    account: { limit: 3, windowMs: 60 * MINUTE },
  },
  mail: { ip: { limit: 10, windowMs: 60 * MINUTE }, account: { limit: 3, windowMs: 60 * MINUTE } },
  reset: { ip: { limit: 10, windowMs: 15 * MINUTE }, account: { limit: 5, windowMs: 15 * MINUTE } },
};

// Verifying against this keeps sign-in for unknown e-mails as slow as for known ones.
const DUMMY_HASH = passwordHasher.hash('timing-equaliser-not-a-password');

/**
 * Accounts and sessions with e-mail and password: registration with recorded consent, e-mail
 * verification, sign-in, refresh-token rotation, password reset, change and set, and account
 * details. REST and GraphQL both call this service.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokensService,
    private readonly emailTokens: EmailTokensService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  get secureCookies(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  get publicUrl(): string {
    return this.config.publicUrl;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return (await this.users().findOneBy({ email: normalizeEmail(email) })) ?? undefined;
  }

  async register(input: RegisterInput): Promise<Session> {
    const email = normalizeEmail(input.email);
    await this.limiter.hitIpAndAccount(
      'register',
      email,
      LIMITS.register.ip,
      LIMITS.register.account,
    );
    if (input.privacyConsent !== true) {
      throw new DomainError('CONSENT_REQUIRED', { fields: { privacyConsent: 'CONSENT_REQUIRED' } });
    }
    assertStrongPassword(input.password, { email, name: input.name });
    const now = new Date();
    let user: User;
    try {
      user = await this.users().save(
        this.users().create({
          email,
          name: input.name.trim(),
          company: input.company?.trim() || null,
          passwordHash: await passwordHasher.hash(input.password),
          privacyConsentAt: now,
          newsletterConsent: input.newsletterConsent === true,
          locale: requestContext.locale(),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
      throw error;
    }
    await this.sendVerification(user);
    return this.startSession(user);
  }

  async login(emailInput: string, password: string): Promise<Session> {
    const email = normalizeEmail(emailInput);
    await this.limiter.hitIpAndAccount('login', email, LIMITS.login.ip, LIMITS.login.account);
    const user = await this.users().findOneBy({ email });
    const valid = user?.passwordHash
      ? await passwordHasher.verify(user.passwordHash, password)
      : await passwordHasher.verify(await DUMMY_HASH, password).then(() => false);
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
    if (user.status !== 'active') throw new DomainError('ACCOUNT_DISABLED');
    return this.startSession(user);
  }

  /** A new access token and the next refresh token, in exchange for the current one. */
  async refresh(presented: string | undefined): Promise<Session> {
    const rotated = presented ? await this.refreshTokens.rotate(presented) : undefined;
    if (!rotated) throw new DomainError('SESSION_EXPIRED');
    const user = await this.users().findOneBy({ id: rotated.userId });
    if (!user || user.status !== 'active') {
      await this.refreshTokens.revoke(rotated.token);
      throw new DomainError('SESSION_EXPIRED');
    }
    return {
      accessToken: this.accessTokens.sign(toAuthenticated(user)),
      refreshToken: rotated.token,
      user,
    };
  }

  logout(presented: string | undefined): Promise<void> {
    return this.refreshTokens.revoke(presented);
  }

  async me(userId: string): Promise<User> {
    const user = await this.users().findOneBy({ id: userId });
    if (!user || user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  async verifyEmail(token: string): Promise<User> {
    const userId = await this.emailTokens.consume(token, 'verify_email');
    if (!userId) throw new DomainError('INVALID_LINK');
    await this.dataSource.query(
      'UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1',
      [userId],
    );
    const user = await this.me(userId);
    await this.mail.send(
      authMails.welcome(user.locale, user.email, user.name, `${this.config.publicUrl}/member-area`),
    );
    return user;
  }

  /** Always the same answer, so nobody learns which e-mail addresses have accounts. */
  async resendVerification(emailInput: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.limiter.hitIpAndAccount(
      'verification-mail',
      email,
      LIMITS.mail.ip,
      LIMITS.mail.account,
    );
    const user = await this.users().findOneBy({ email });
    if (user && !user.emailVerifiedAt && user.status === 'active')
      await this.sendVerification(user);
  }

  /** Always the same answer, so nobody learns which e-mail addresses have accounts. */
  async requestPasswordReset(emailInput: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.limiter.hitIpAndAccount('reset-mail', email, LIMITS.mail.ip, LIMITS.mail.account);
    const user = await this.users().findOneBy({ email });
    if (!user || user.status !== 'active') return;
    const token = await this.emailTokens.issue(user.id, 'reset_password');
    const url = `${this.config.publicUrl}/auth/reset?token=${encodeURIComponent(token)}`;
    await this.mail.send(authMails.passwordReset(user.locale, user.email, user.name, url));
  }

  /** Sets a new password with a reset link's token; every session of the account ends. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    await this.limiter.hit('reset:ip', requestContext.current()?.ip ?? 'unknown', LIMITS.reset.ip);
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.emailTokens.consume(token, 'reset_password', manager);
      if (!id) throw new DomainError('INVALID_LINK');
      const user = await manager.getRepository(User).findOneByOrFail({ id });
      assertStrongPassword(newPassword, { email: user.email, name: user.name });
      await manager.query(
        `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now())
          WHERE id = $1`,
        [id, await passwordHasher.hash(newPassword)],
      );
      return id;
    });
    await this.refreshTokens.revokeAllOf(userId);
  }

  /** Changes the password; every other session of the account ends, this one stays. */
  async changePassword(
    userId: string,
    current: string,
    next: string,
    currentRefresh?: string,
  ): Promise<void> {
    const user = await this.me(userId);
    await this.limiter.hit('change-password:account', user.id, LIMITS.login.account);
    if (!user.passwordHash) throw new DomainError('PASSWORD_NOT_SET');
    if (!(await passwordHasher.verify(user.passwordHash, current))) {
      throw new DomainError('WRONG_PASSWORD', { fields: { currentPassword: 'WRONG_PASSWORD' } });
    }
    assertStrongPassword(next, { email: user.email, name: user.name });
    await this.users().update(user.id, { passwordHash: await passwordHasher.hash(next) });
    await this.refreshTokens.revokeAllOf(user.id, currentRefresh);
  }

  /** For accounts that so far only signed in through a provider. */
  async setPassword(userId: string, password: string, currentRefresh?: string): Promise<void> {
    const user = await this.me(userId);
    assertStrongPassword(password, { email: user.email, name: user.name });
    const updated = await queryReturning(
      this.dataSource,
      'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL RETURNING id',
      [user.id, await passwordHasher.hash(password)],
    );
    if (updated.length === 0) throw new DomainError('PASSWORD_ALREADY_SET');
    await this.refreshTokens.revokeAllOf(user.id, currentRefresh);
  }

  async updateAccount(userId: string, update: AccountUpdate): Promise<User> {
    const user = await this.me(userId);
    const changes: Partial<User> = {};
    if (update.name !== undefined) changes.name = update.name.trim();
    if (update.company !== undefined) changes.company = update.company?.trim() || null;
    if (update.newsletterConsent !== undefined)
      changes.newsletterConsent = update.newsletterConsent;
    if (update.locale !== undefined) changes.locale = update.locale;
    if (Object.keys(changes).length > 0) await this.users().update(user.id, changes);
    return this.me(user.id);
  }

  /** Which providers are linked to the signed-in account, and whether it has a password. */
  async signInMethods(
    userId: string,
  ): Promise<{ providers: string[]; hasPassword: boolean; emailVerified: boolean }> {
    const user = await this.me(userId);
    const identities = await this.dataSource.getRepository(UserIdentity).findBy({ userId });
    return {
      providers: [...new Set(identities.map((i) => i.provider))].sort(),
      hasPassword: Boolean(user.passwordHash),
      emailVerified: Boolean(user.emailVerifiedAt),
    };
  }

  /** For other modules: publishing and registering need a confirmed e-mail address. */
  async assertVerified(userId: string): Promise<void> {
    const user = await this.me(userId);
    if (!user.emailVerifiedAt) throw new DomainError('EMAIL_NOT_VERIFIED');
  }

  /** An access token alone (the refresh cookie already exists). */
  accessFor(user: User): string {
    return this.accessTokens.sign(toAuthenticated(user));
  }

  async startSession(user: User): Promise<Session> {
    return {
      accessToken: this.accessTokens.sign(toAuthenticated(user)),
      refreshToken: await this.refreshTokens.issue(user.id),
      user,
    };
  }

  private async sendVerification(user: User): Promise<void> {
    const token = await this.emailTokens.issue(user.id, 'verify_email');
    const url = `${this.config.publicUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
    await this.mail
      .send(authMails.verification(user.locale, user.email, user.name, url))
      .catch((error: unknown) => {
        // The account exists either way; the member can ask for the mail again.
        this.logger.error({ err: error, userId: user.id }, 'verification mail failed');
      });
  }

  private users() {
    return this.dataSource.getRepository(User);
  }
}

export function toAuthenticated(user: User): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    tenantId: user.tenantId,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}
