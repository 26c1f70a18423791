// A real OpenID Connect provider (`oidc-provider`) on loopback that stands in for Google in the
// browser journeys. Unlike the API tests' provider it has interaction pages a person (or
// Playwright) fills in: a sign-in form asking for e-mail address and name, then a consent page.
// Every address signed in here counts as verified by the provider.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider on a free loopback port. `redirectUri` is the API's callback for the
 * provider; returns the issuer URL (for `GOOGLE_ISSUER`) and a `close` function.
 */
export async function startLocalOidcProvider({ clientId, clientSecret, redirectUri }) {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const accounts = new Map();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['e2e-local-oidc-provider-cookie-key'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('local OpenID provider', error));
  const callback = provider.callback();

  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (details.prompt.name === 'login') {
        return res.end(
          page(
            'Local OpenID Provider: sign in',
            `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>Email address<br><input name="email" type="email" required autocomplete="email"></label></p>
<p><label>Name<br><input name="name" required autocomplete="name"></label></p>
<p><button type="submit">Sign in</button></p></form>`,
          ),
        );
      }
      return res.end(
        page(
          'Local OpenID Provider: allow access',
          `<p>The application asks for your email address and name.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>`,
        ),
      );
    }
    if (action === 'login' && details.prompt.name === 'login') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim();
      if (!email.includes('@') || !name) {
        res.statusCode = 400;
        return res.end('email address and name are required');
      }
      const sub = createHash('sha256').update(email).digest('hex').slice(0, 24);
      accounts.set(sub, { email, email_verified: true, name });
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'confirm' && details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session.accountId, clientId });
      grant.addOIDCScope('openid email profile');
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    }
    res.statusCode = 400;
    res.end('unexpected step');
  }

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm))?$/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    interaction(req, res, match[1], match[2]).catch((error) => {
      console.error('local OpenID provider', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end('interaction failed');
    });
  });

  const close = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return { issuer, close };
}
