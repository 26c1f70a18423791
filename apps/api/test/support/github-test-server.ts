import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { freePort } from '../../src/core/database/embedded-postgres.js';

export interface GitHubTestUser {
  id: number;
  login: string;
  name: string;
  email: string;
  verified: boolean;
}

/**
 * An OAuth 2 server on loopback that behaves like GitHub's: authorize (approving at once as
 * `nextUser`), the token endpoint (client secret and PKCE checked, codes single-use), and the
 * `/user` and `/user/emails` API.
 */
export class GitHubTestServer {
  nextUser?: GitHubTestUser;
  url = '';
  private server?: Server;
  private readonly codes = new Map<
    string,
    { user: GitHubTestUser; challenge: string; redirectUri: string }
  >();
  private readonly tokens = new Map<string, GitHubTestUser>();

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start(): Promise<this> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.url);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/login/oauth/authorize') {
        const user = this.nextUser;
        if (
          !user ||
          url.searchParams.get('client_id') !== this.clientId ||
          url.searchParams.get('code_challenge_method') !== 'S256'
        ) {
          return json(400, { error: 'bad authorize request' });
        }
        const code = randomBytes(16).toString('hex');
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        this.codes.set(code, {
          user,
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const form = new URLSearchParams(body);
          const basic = Buffer.from(
            (req.headers.authorization ?? '').replace(/^Basic /, ''),
            'base64',
          ).toString();
          const [id, secret] = basic.split(':').map(decodeURIComponent);
          const clientOk =
            (id === this.clientId && secret === this.clientSecret) ||
            (form.get('client_id') === this.clientId &&
              form.get('client_secret') === this.clientSecret);
          const grant = this.codes.get(form.get('code') ?? '');
          this.codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (
            !clientOk ||
            !grant ||
            grant.challenge !== challenge ||
            grant.redirectUri !== form.get('redirect_uri')
          ) {
            return json(400, { error: 'invalid_grant' });
          }
          const token = randomBytes(16).toString('hex');
          this.tokens.set(token, grant.user);
          json(200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
        });
        return;
      }
      const user = this.tokens.get(
        (req.headers.authorization ?? '').replace(/^(Bearer|token) /i, ''),
      );
      if (!user) return json(401, { message: 'Bad credentials' });
      if (url.pathname === '/user')
        return json(200, { id: user.id, login: user.login, name: user.name });
      if (url.pathname === '/user/emails')
        return json(200, [{ email: user.email, primary: true, verified: user.verified }]);
      json(404, { message: 'Not Found' });
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
