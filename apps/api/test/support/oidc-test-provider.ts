import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../src/core/database/embedded-postgres.js';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, standing in for Google and
 * Microsoft. Its login screen is replaced by an automatic one: the next sign-in is as
 * `nextAccount`, set by the test.
 */
export class OidcTestProvider {
  nextAccount?: TestAccount;
  private server?: Server;
  issuer = '';

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  private port = 0;

  /** Picks the address first, so the API can be configured with the issuer. */
  async reserve(): Promise<string> {
    this.port = await freePort();
    this.issuer = `http://127.0.0.1:${this.port}`;
    return this.issuer;
  }

  async start(redirectUris: string[]): Promise<this> {
    const port = this.port || (await freePort());
    this.issuer = `http://127.0.0.1:${port}`;
    const accounts = new Map<string, TestAccount>();
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['oidc-test-provider-cookie-key'] },
      findAccount: (_ctx, id) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
      },
    });
    provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
    const callback = provider.callback();
    this.server = createServer((req, res) => {
      if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const account = this.nextAccount;
        if (!account) throw new Error('the test did not choose an account');
        accounts.set(account.sub, account);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: account.sub } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const grant = new provider.Grant({ accountId: account.sub, clientId: this.clientId });
        grant.addOIDCScope('openid email profile');
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
