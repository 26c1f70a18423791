import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import * as client from 'openid-client';
import { DataSource } from 'typeorm';
import { AccessTokens } from '../../../core/auth/access-tokens.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { requestContext } from '../../../core/context/request-context.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import {
  AccountsService,
  isMfaPending,
  toAuthenticated,
  type Session,
} from '../accounts.service.js';
import { LinkedIdentitiesRepository } from '../account/linked-identities.repository.js';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../entities/user-identity.entity.js';
import { normalizeEmail, User } from '../entities/user.entity.js';
import { EMAIL_TOKEN_LIFETIME_MS, EmailTokensService } from '../tokens/email-tokens.service.js';
import { UsersRepository } from '../users.repository.js';
import {
  createProviderClient,
  type ProviderClient,
  type ProviderProfile,
} from './provider-clients.js';
import { label } from './provider-label.js';
import { safeReturnPath } from './return-path.js';

/** What travels from the start of a sign-in to its callback, signed, in an HttpOnly cookie. */
interface FlowState {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
  consentAt: string;
}

export type FinishedSignIn =
  | { session: Session; handoffToken: string; returnPath: string }
  /** The account has a second factor: the sign-in screen asks for it with this token. */
  | { mfaToken: string; returnPath: string };

const FLOW_SECONDS = 10 * 60;
const HANDOFF_SECONDS = EMAIL_TOKEN_LIFETIME_MS.sign_in_handoff / 1000;

/**
 * Sign-in with Google, Microsoft (OpenID Connect) and GitHub (OAuth 2): authorization code
 * with PKCE, state and nonce bound to the browser, issuer checked. Identities are keyed by
 * (provider, subject). A provider account joins an existing account only when both sides
 * have a verified e-mail; otherwise the person must sign in to that account first.
 */
@Injectable()
export class OAuthSignInService {
  private readonly logger = new Logger('OAuth');
  private readonly clients = new Map<OAuthProvider, ProviderClient>();
  private readonly flowJwt: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly identities: LinkedIdentitiesRepository,
    private readonly accounts: AccountsService,
    private readonly accessTokens: AccessTokens,
    private readonly emailTokens: EmailTokensService,
  ) {
    this.flowJwt = new JwtService({
      secret: `${config.jwtSecret}:oauth-flow`,
      signOptions: { algorithm: 'HS256', expiresIn: FLOW_SECONDS },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  enabledProviders(): OAuthProvider[] {
    return OAUTH_PROVIDERS.filter((p) => this.config.oauth[p]);
  }

  callbackUrl(provider: OAuthProvider): string {
    return `${this.config.publicUrl}/api/auth/oauth/${provider}/callback`;
  }

  /** The provider's sign-in page and the signed flow cookie to set. */
  async start(
    providerName: string,
    rawState: string | undefined,
  ): Promise<{ url: string; flowCookie: string }> {
    const provider = this.provider(providerName);
    const requested = decodeState(rawState);
    if (requested.privacy_consent?.accepted !== true) throw new DomainError('CONSENT_REQUIRED');
    const flow: FlowState = {
      provider,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnPath: safeReturnPath(requested.returnUrl),
      consentAt: new Date().toISOString(),
    };
    const url = await this.client(provider).authorizationUrl({
      ...flow,
      redirectUri: this.callbackUrl(provider),
    });
    return { url: url.toString(), flowCookie: this.flowJwt.sign({ ...flow }) };
  }

  async finish(
    providerName: string,
    callbackUrl: URL,
    flowCookie: string | undefined,
  ): Promise<FinishedSignIn> {
    const provider = this.provider(providerName);
    const flow = this.readFlow(flowCookie);
    if (
      !flow ||
      flow.provider !== provider ||
      callbackUrl.searchParams.get('state') !== flow.state
    ) {
      throw new DomainError('OAUTH_STATE_MISMATCH');
    }
    if (callbackUrl.searchParams.has('error')) throw new DomainError('OAUTH_FAILED');
    let profile: ProviderProfile;
    try {
      profile = await this.client(provider).profile(callbackUrl, {
        ...flow,
        redirectUri: this.callbackUrl(provider),
      });
    } catch (error) {
      this.logger.warn({ err: error, provider }, 'provider sign-in failed');
      throw new DomainError('OAUTH_FAILED', { cause: error });
    }
    const user = await this.accountFor(provider, profile, new Date(flow.consentAt));
    if (user.status !== 'active') throw new DomainError('ACCOUNT_DISABLED');
    // The session starts here, at the callback (its sign-in time is now), unless the account
    // has a second factor: then only after it, like a password sign-in.
    const step = await this.accounts.sessionOrSecondFactor(user);
    if (isMfaPending(step)) return { mfaToken: step.mfaToken, returnPath: flow.returnPath };
    const session = step;
    return {
      session,
      handoffToken: await this.handoffToken(user, session),
      returnPath: flow.returnPath,
    };
  }

  /** The one-time token from `/auth/callback?token=...` in exchange for a session answer. */
  async redeemHandoff(
    token: string,
  ): Promise<{ user: User; session: { sessionId: string; authenticatedAt: Date } }> {
    const claimed = this.accessTokens.verify(token, 'handoff');
    const jti = decodeJti(token);
    if (!claimed?.sessionId || !claimed.authenticatedAt || !jti)
      throw new DomainError('INVALID_LINK');
    const redeemed = await this.emailTokens.consume(jti, 'sign_in_handoff');
    if (redeemed !== claimed.id) throw new DomainError('INVALID_LINK');
    return {
      user: await this.accounts.me(claimed.id),
      session: {
        sessionId: claimed.sessionId,
        authenticatedAt: new Date(claimed.authenticatedAt * 1000),
      },
    };
  }

  private async accountFor(
    provider: OAuthProvider,
    profile: ProviderProfile,
    consentAt: Date,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const known = await this.identities.bySubject(provider, profile.subject, manager);
      if (known) return this.users.byIdOrFail(known.userId, manager);

      const email = profile.email ? normalizeEmail(profile.email) : null;
      if (!email) throw new DomainError('OAUTH_FAILED');
      const existing = await this.users.byEmail(email, manager);
      let user: User;
      if (existing) {
        // Joining accounts by e-mail is safe only when both sides proved the address.
        if (!profile.emailVerified || !existing.emailVerifiedAt)
          throw new DomainError('ACCOUNT_EXISTS_UNVERIFIED');
        user = existing;
      } else {
        // A new account only for an address the provider has proven: otherwise anyone could
        // claim someone else's address first and keep a way into the owner's account later.
        if (!profile.emailVerified) throw new DomainError('OAUTH_EMAIL_UNVERIFIED');
        user = await this.users.insert(
          {
            email,
            name: (profile.name ?? email.split('@')[0]).slice(0, 200),
            passwordHash: null,
            emailVerifiedAt: new Date(),
            privacyConsentAt: consentAt,
            locale: requestContext.locale(),
          },
          manager,
        );
      }
      await this.identities.link(
        { userId: user.id, provider, subject: profile.subject, email },
        manager,
      );
      return user;
    });
  }

  private async handoffToken(user: User, session: Session): Promise<string> {
    const jti = await this.emailTokens.issue(user.id, 'sign_in_handoff');
    return this.accessTokens.sign(toAuthenticated(user), {
      type: 'handoff',
      seconds: HANDOFF_SECONDS,
      jwtId: jti,
      sessionId: session.sessionId,
      authenticatedAt: session.authenticatedAt,
    });
  }

  private readFlow(cookie: string | undefined): FlowState | undefined {
    if (!cookie) return undefined;
    try {
      return this.flowJwt.verify<FlowState>(cookie);
    } catch {
      return undefined;
    }
  }

  private provider(name: string): OAuthProvider {
    const provider = OAUTH_PROVIDERS.find((p) => p === name);
    if (!provider) throw new DomainError('NOT_FOUND');
    if (!this.config.oauth[provider])
      throw new DomainError('PROVIDER_UNAVAILABLE', { params: { provider: label(provider) } });
    return provider;
  }

  private client(provider: OAuthProvider): ProviderClient {
    let existing = this.clients.get(provider);
    if (!existing) {
      existing = createProviderClient(provider, this.config.oauth[provider]!);
      this.clients.set(provider, existing);
    }
    return existing;
  }
}

interface RequestedState {
  returnUrl?: unknown;
  origin?: unknown;
  privacy_consent?: { accepted?: unknown; timestamp?: unknown };
}

/** The sign-in screen's state: URL-safe base64 of JSON. Anything unreadable counts as empty. */
function decodeState(raw: string | undefined): RequestedState {
  if (!raw || raw.length > 2000) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function decodeJti(token: string): string | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { jti?: unknown };
    return typeof payload.jti === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}
