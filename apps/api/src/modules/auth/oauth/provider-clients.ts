import * as client from 'openid-client';
import type { OAuthProviderConfig } from '../../../core/config/app-config.js';
import type { OAuthProvider } from '../entities/user-identity.entity.js';

/** What a provider tells us about the person who signed in. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface FlowChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderClient {
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /** Exchanges the code (state, PKCE and, for OpenID Connect, nonce and issuer checked). */
  profile(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
}

/** Plain http is allowed only for a provider on this machine (the tests' stand-ins). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** Google and Microsoft: OpenID Connect with discovery, PKCE, state and nonce. */
export function openIdConnectClient(settings: OAuthProviderConfig): ProviderClient {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again next time
        throw error;
      });
    return configuration;
  };
  return {
    async authorizationUrl(checks) {
      return client.buildAuthorizationUrl(await configure(), {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(await configure(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // Some providers put e-mail and name only into the userinfo answer, not the ID token.
      const claims =
        typeof idToken.email === 'string'
          ? idToken
          : {
              ...(await client.fetchUserInfo(await configure(), tokens.access_token, idToken.sub)),
              sub: idToken.sub,
            };
      return {
        subject: idToken.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

/** GitHub: OAuth 2 with PKCE and state; the e-mail comes from its API (verified primary). */
export function gitHubClient(settings: OAuthProviderConfig): ProviderClient {
  const configuration = new client.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: `${settings.issuer}/login/oauth/authorize`,
      token_endpoint: `${settings.issuer}/login/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (isLoopback(settings.issuer)) client.allowInsecureRequests(configuration);
  const api = settings.apiUrl ?? 'https://api.github.com';
  return {
    async authorizationUrl(checks) {
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: checks.redirectUri,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const get = async <T>(path: string): Promise<T> => {
        const response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(`${api}${path}`),
          'GET',
          undefined,
          new Headers({ accept: 'application/vnd.github+json' }),
        );
        if (!response.ok) throw new Error(`GitHub API ${path}: ${response.status}`);
        return (await response.json()) as T;
      };
      const user = await get<{ id: number; login: string; name: string | null }>('/user');
      const emails =
        await get<Array<{ email: string; primary: boolean; verified: boolean }>>('/user/emails');
      const primary = emails.find((e) => e.primary) ?? emails[0];
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified === true,
        name: user.name ?? user.login,
      };
    },
  };
}

export function createProviderClient(
  provider: OAuthProvider,
  settings: OAuthProviderConfig,
): ProviderClient {
  return provider === 'github' ? gitHubClient(settings) : openIdConnectClient(settings);
}
