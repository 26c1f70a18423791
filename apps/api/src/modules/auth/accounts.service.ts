import { mailLink, MAIL_API_PATHS, PATHS } from '@platform/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@platform/domain';
import { DataSource } from 'typeorm';
import type { Tx } from '../../core/database/sql-repository.js';
import { AccessTokens } from '../../core/auth/access-tokens.js';
import { PasswordHasher } from '../../core/auth/password-hasher.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../core/auth/recent-sign-in.js';
import { addJob } from '../../core/jobs/job-queue.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { requestContext } from '../../core/context/request-context.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { MailOutbox } from '../mail/index.js';
import { EmailChangesRepository } from './account/email-changes.repository.js';
import { markEmailVerified } from './first-verification.js';
import { hashSecret } from './tokens/secret-token.js';
import { authMails } from './auth-mails.js';
import { normalizeEmail, User } from './entities/user.entity.js';
import { SignInBackoff } from './sign-in-backoff.js';
import { KnownDevices } from './sign-in/known-devices.js';
import { assertStrongPassword } from './password-policy.js';
import { EmailTokensService } from './tokens/email-tokens.service.js';
import { RefreshTokensService } from './tokens/refresh-tokens.service.js';
import { UsersRepository } from './users.repository.js';
import { AuditLogService } from '../audit/index.js';
import { MfaChallengesService } from './second-factor/mfa-challenges.service.js';
import {
  type SecondFactorMethod,
  SecondFactorsService,
} from './second-factor/second-factors.service.js';

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: User;
  /** The refresh-token family: the session an access token belongs to. */
  sessionId?: string;
  authenticatedAt?: Date;
  /** A (renewed) device cookie to set: this device signed in to the account (`KnownDevices`). */
  deviceCookie?: string;
}

/** Password (or provider) was right; the second factor still has to follow (`mfa_token`). */
export interface MfaPending {
  mfaToken: string;
  methods: SecondFactorMethod[];
}

export type SignInStep = Session | MfaPending;

export function isMfaPending(step: SignInStep): step is MfaPending {
  return 'mfaToken' in step;
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

/** The job that answers "send me a reset / verification link" away from the request. */
export const ACCOUNT_MAIL_REQUEST_TASK = 'account_mail_request';

/** A reset or resend-verification request, answered by the worker. */
export interface AccountMailRequest {
  kind: 'reset' | 'verify';
  email: string;
}

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
    private readonly emailChanges: EmailChangesRepository,
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    private readonly backoff: SignInBackoff,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditLogService,
    private readonly secondFactors: SecondFactorsService,
    private readonly mfaChallenges: MfaChallengesService,
    private readonly devices: KnownDevices,
  ) {}

  /** Whether this request's cookies are Secure and `__Host-` (see `cookieName`). */
  get secureCookies(): boolean {
    return requestContext.current()?.secure ?? this.config.publicUrl.startsWith('https:');
  }

  get publicUrl(): string {
    return this.config.publicUrl;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    return (await this.users.byEmail(normalizeEmail(email))) ?? undefined;
  }

  /**
   * Registration answers the same whether or not the address already has an account, so
   * nobody learns which addresses do: no session either way (the new member signs in, or
   * follows the mailed link). A new address gets its verification mail; the owner of a taken
   * one is told that someone tried, and nothing about their account changes. Both paths hash
   * the password and queue one mail in a transaction, so they also take about as long.
   */
  async register(input: RegisterInput): Promise<void> {
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
    const passwordHash = await this.passwords.hash(input.password);
    await this.dataSource.transaction(async (manager) => {
      const insertedId = await this.users.insertIfFree(
        {
          email,
          name: input.name.trim(),
          company: input.company?.trim() || null,
          passwordHash,
          newsletterConsent: input.newsletterConsent === true,
          locale: requestContext.locale(),
        },
        manager,
      );
      if (insertedId) {
        await this.queueVerification(manager, await this.users.byIdOrFail(insertedId, manager));
        return;
      }
      const owner = await this.users.byEmail(email, manager);
      if (!owner || owner.status !== 'active') return;
      await this.outbox.enqueue(
        authMails.registrationAttempt(
          owner.locale,
          owner.email,
          nameIfVerified(owner),
          mailLink(this.publicUrl, PATHS.login),
          mailLink(this.publicUrl, PATHS.login, { query: { mode: 'forgot' } }),
        ),
        // Each attempt is its own event; the registration limit bounds how many there are.
        { key: `registration-attempt:${owner.id}:${Date.now()}`, manager },
      );
    });
  }

  /**
   * The attempt is reserved in the back-off counters before the password is checked (see
   * `SignInBackoff`); a device cookie of this account exempts it from the ceiling for unknown
   * devices, and a successful sign-in leaves one (`KnownDevices`).
   */
  async login(emailInput: string, password: string): Promise<SignInStep> {
    const email = normalizeEmail(emailInput);
    const user = await this.users.byEmail(email);
    const knownDevice = this.devices.isKnown(user?.id);
    const attempt = await this.backoff.begin(email, knownDevice);
    const valid = user?.passwordHash
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.verifyNothing(password);
    if (!user || !valid) {
      await attempt.failed();
      throw new DomainError('INVALID_CREDENTIALS');
    }
    await attempt.succeeded();
    if (user.status !== 'active') throw new DomainError('ACCOUNT_DISABLED');
    return this.sessionOrSecondFactor(user, knownDevice);
  }

  /**
   * After a right password or a provider's callback: a session, or, where the account has a
   * second factor, the `mfa_token` for the second step (`MfaSignInService.verify`). A password
   * sign-in's session leaves a device cookie (`KnownDevices`) once it is complete.
   */
  async sessionOrSecondFactor(user: User, knownDevice?: boolean): Promise<SignInStep> {
    const methods = await this.secondFactors.methods(user.id);
    if (methods.length > 0)
      return { mfaToken: await this.mfaChallenges.issue(user.id, 'sign_in'), methods };
    const session = await this.startSession(user);
    return knownDevice === undefined
      ? session
      : this.devices.remember(session, knownDevice, 'password');
  }

  /** A new access token and the next refresh token, in exchange for the current one. */
  async refresh(presented: string | undefined): Promise<Session> {
    const rotated = presented ? await this.refreshTokens.rotate(presented) : undefined;
    if (!rotated) throw new DomainError('SESSION_EXPIRED');
    const user = await this.users.byId(rotated.userId);
    if (!user || user.status !== 'active') {
      await this.refreshTokens.revoke(rotated.token);
      throw new DomainError('SESSION_EXPIRED');
    }
    return {
      accessToken: this.accessTokens.sign(toAuthenticated(user), {
        sessionId: rotated.familyId,
        authenticatedAt: rotated.authenticatedAt,
      }),
      refreshToken: rotated.token,
      user,
    };
  }

  logout(presented: string | undefined): Promise<void> {
    return this.refreshTokens.revoke(presented);
  }

  async me(userId: string): Promise<User> {
    const user = await this.users.byId(userId);
    if (!user || user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  /**
   * The link in the verification mail. The first verification removes provider identities
   * linked before it and tells the owner; the welcome mail goes out with it.
   */
  async verifyEmail(token: string): Promise<User> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.emailTokens.consume(token, 'verify_email', manager);
      if (!id) throw new DomainError('INVALID_LINK');
      const user = await this.users.byId(id, manager);
      if (user?.status !== 'active') throw new DomainError('INVALID_LINK');
      await this.addressProven(manager, user);
      await this.outbox.enqueue(
        authMails.welcome(
          user.locale,
          user.email,
          user.name,
          mailLink(this.publicUrl, PATHS.memberArea),
        ),
        { key: `welcome:${user.id}:${token.slice(0, 16)}`, manager },
      );
      return id;
    });
    return this.me(userId);
  }

  /**
   * An admin's explicit resend of the welcome mail to an existing account. Unlike the welcome
   * mail of `verifyEmail`, each request is meant to send one, so the outbox key carries the time.
   */
  async resendWelcomeMail(emailInput: string): Promise<void> {
    const user = await this.findByEmail(emailInput);
    if (!user) throw new DomainError('NOT_FOUND');
    await this.outbox.enqueue(
      authMails.welcome(
        user.locale,
        user.email,
        nameIfVerified(user),
        mailLink(this.publicUrl, PATHS.memberArea),
      ),
      { key: `welcome-resend:${user.id}:${Date.now()}` },
    );
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
    await this.queueMailRequest({ kind: 'verify', email });
  }

  /** Always the same answer, so nobody learns which e-mail addresses have accounts. */
  async requestPasswordReset(emailInput: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.limiter.hitIpAndAccount('reset-mail', email, LIMITS.mail.ip, LIMITS.mail.account);
    await this.queueMailRequest({ kind: 'reset', email });
  }

  /**
   * The same single insert for every address, known or not (see `AccountMailRequestsTask`): the
   * answer and its timing never tell whether an account exists.
   */
  private async queueMailRequest(request: AccountMailRequest): Promise<void> {
    await addJob(this.dataSource.manager, ACCOUNT_MAIL_REQUEST_TASK, { ...request });
  }

  /** In the worker: issues the link and queues its mail where the address has an account. */
  async handleMailRequest(request: AccountMailRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.byEmail(request.email, manager);
      if (!user || user.status !== 'active') return;
      if (request.kind === 'verify') {
        if (!user.emailVerifiedAt) await this.queueVerification(manager, user, true);
        return;
      }
      const token = await this.emailTokens.issue(user.id, 'reset_password', manager);
      const url = mailLink(this.publicUrl, PATHS.passwordReset, { query: { token } });
      await this.outbox.enqueue(
        authMails.passwordReset(user.locale, user.email, nameIfVerified(user), url),
        {
          key: `password-reset:${user.id}:${hashSecret(token).slice(0, 16)}`,
          manager,
        },
      );
    });
  }

  /**
   * Sets a new password with a reset link's token; every session of the account ends and a
   * pending e-mail change is cancelled. The link proves the address: a first verification removes identities linked before it.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    await this.limiter.hit('reset:ip', requestContext.current()?.ip ?? 'unknown', LIMITS.reset.ip);
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.emailTokens.consume(token, 'reset_password', manager);
      if (!id) throw new DomainError('INVALID_LINK');
      const user = await this.users.byIdOrFail(id, manager);
      assertStrongPassword(newPassword, { email: user.email, name: user.name });
      await this.users.setPasswordHash(id, await this.passwords.hash(newPassword), manager);
      await this.audit.record(
        {
          action: 'auth.password_reset',
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          subjectUserId: user.id,
          after: { by: 'reset_link' },
        },
        manager,
      );
      await this.addressProven(manager, user);
      await this.emailChanges.cancelPending(id, manager);
      return id;
    });
    await this.refreshTokens.revokeAllOf(userId);
  }

  /**
   * Changes the password; every other session of the account ends, this one stays, and a
   * pending e-mail change is cancelled (as by a reset).
   */
  async changePassword(
    userId: string,
    current: string,
    next: string,
    currentRefresh?: string,
  ): Promise<void> {
    const user = await this.me(userId);
    await this.limiter.hit('change-password:account', user.id, LIMITS.login.account);
    if (!user.passwordHash) throw new DomainError('PASSWORD_NOT_SET');
    if (!(await this.passwords.verify(user.passwordHash, current))) {
      throw new DomainError('WRONG_PASSWORD', { fields: { currentPassword: 'WRONG_PASSWORD' } });
    }
    assertStrongPassword(next, { email: user.email, name: user.name });
    const passwordHash = await this.passwords.hash(next);
    await this.dataSource.transaction(async (manager) => {
      await this.users.update(user.id, { passwordHash }, manager);
      await this.audit.record(
        {
          action: 'auth.password_changed',
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          subjectUserId: user.id,
          after: { otherSessionsEnded: true },
        },
        manager,
      );
      await this.emailChanges.cancelPending(user.id, manager);
    });
    await this.refreshTokens.revokeAllOf(user.id, currentRefresh);
  }

  /**
   * For accounts that so far only signed in through a provider: needs a real sign-in in the
   * last minutes (a silently refreshed token does not count).
   */
  async setPassword(
    caller: AuthenticatedUser,
    password: string,
    currentRefresh?: string,
  ): Promise<void> {
    const user = await this.me(caller.id);
    assertRecentSignIn(caller);
    assertStrongPassword(password, { email: user.email, name: user.name });
    const passwordHash = await this.passwords.hash(password);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.users.setFirstPassword(user.id, passwordHash, manager)))
        throw new DomainError('PASSWORD_ALREADY_SET');
      await this.audit.record(
        {
          action: 'auth.password_changed',
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          subjectUserId: user.id,
          before: { hadPassword: false },
          after: { hadPassword: true },
        },
        manager,
      );
      await this.emailChanges.cancelPending(user.id, manager);
    });
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
    if (Object.keys(changes).length > 0) await this.users.update(user.id, changes);
    return this.me(user.id);
  }

  /** Which providers are linked to the signed-in account, and whether it has a password. */
  async signInMethods(
    userId: string,
  ): Promise<{ providers: string[]; hasPassword: boolean; emailVerified: boolean }> {
    const user = await this.me(userId);
    const identities = await this.users.identitiesOf(userId);
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

  /** An access token alone for a session that already exists (its refresh cookie is set). */
  accessFor(user: User, session: { sessionId: string; authenticatedAt: Date }): string {
    return this.accessTokens.sign(toAuthenticated(user), session);
  }

  /** A new session after a real sign-in (password, registration, provider callback). */
  async startSession(user: User): Promise<Session> {
    const started = await this.refreshTokens.start(user.id);
    return {
      accessToken: this.accessTokens.sign(toAuthenticated(user), {
        sessionId: started.familyId,
        authenticatedAt: started.authenticatedAt,
      }),
      refreshToken: started.token,
      sessionId: started.familyId,
      authenticatedAt: started.authenticatedAt,
      user,
    };
  }

  /** Issuing a new link retires the earlier ones (`EmailTokensService.issue`). */
  private async queueVerification(manager: Tx, user: User, resent = false): Promise<void> {
    const token = await this.emailTokens.issue(user.id, 'verify_email', manager);
    const url = mailLink(this.publicUrl, MAIL_API_PATHS.verifyEmail, { query: { token } });
    await this.outbox.enqueue(authMails.verification(user.locale, user.email, null, url, resent), {
      key: `verify-email:${user.id}:${hashSecret(token).slice(0, 16)}`,
      manager,
    });
  }

  /**
   * The account's (current) address was just proven: by the verification link, a reset link or
   * an e-mail change's link. The first time, provider identities linked before are removed
   * (`markEmailVerified`) and the owner is told, at the proven address.
   */
  async addressProven(manager: Tx, user: User): Promise<void> {
    const providers = await markEmailVerified(manager, user.id);
    if (providers.length === 0) return;
    this.logger.warn(
      { userId: user.id, providers },
      'identities linked before verification removed',
    );
    await this.outbox.enqueue(
      authMails.providersRemoved(
        user.locale,
        user.email,
        user.name,
        providers,
        mailLink(this.publicUrl, PATHS.login),
      ),
      { key: `identities-removed:${user.id}`, manager },
    );
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

/** The account name for a mail's greeting, only once the address's owner has verified it. */
export function nameIfVerified(user: Pick<User, 'name' | 'emailVerifiedAt'>): string | null {
  return user.emailVerifiedAt ? user.name : null;
}
