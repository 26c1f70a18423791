import { Controller, Get, Inject, Next, Query, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { hasSessionHint, isClientRoute } from '@platform/domain';
import { Public } from '../auth/public.decorator.js';
import { DomainError } from '../errors/domain-error.js';
import { DEFAULT_LOCALE, type Locale } from '@platform/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PageRenderer } from './page-renderer.js';
import { acceptedEncoding, type ContentEncoding } from './precompressed.js';
import { ServerPageHeads, withServerHead } from './server-page-heads.js';
import { isApiPath, type WebDist } from './web-dist.js';

export const WEB_DIST = Symbol('WEB_DIST');

/**
 * History fallback: any GET that is not an API path answers with the client's HTML, so deep
 * links work. Registered last, after every API route.
 */
@Controller()
export class WebAppController {
  constructor(
    @Inject(WEB_DIST) private readonly web: WebDist,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly heads: ServerPageHeads,
    private readonly renderer: PageRenderer,
  ) {}

  @Public()
  @Get('{*path}')
  async serve(
    @Req() req: Request,
    @Res() res: Response,
    @Next() next: NextFunction,
    @Query('lang') lang?: string,
  ): Promise<void> {
    // Apollo's middleware, mounted after this route, answers GET /graphql (the listing's GET).
    if (req.path === '/graphql') return next();
    if (!this.web.built || isApiPath(req.path)) throw new DomainError('NOT_FOUND');
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    // Unknown paths get the client too (it shows its not-found page), but with a real 404.
    if (!isClientRoute(req.path)) res.status(404);
    res.type('html');
    const locale: Locale = lang === 'en' ? 'en' : DEFAULT_LOCALE;
    // The About page with its team (an islands page, the same for every viewer).
    if (this.renderer.rendersAbout(req.path)) {
      const page = await this.renderer.aboutPage(locale, ownUrl(req, '/profiles/team'));
      if (page) {
        sendHtml(req, res, page.html, (encoding) => page.encodedAs(encoding));
        return;
      }
    }
    // The Academy for a visitor: rendered here with its data. With a session the browser
    // renders it (members see other workshops and prices).
    const rendered = this.renderer.handles(req.path);
    if (rendered) res.vary('Cookie');
    if (rendered && !hasSessionHint(req.get('cookie'))) {
      const page = await this.renderer.page({
        path: req.path,
        search: new URL(req.originalUrl, 'http://request.invalid').search.slice(1),
        locale,
        graphqlUrl: ownUrl(req, '/graphql'),
      });
      if (page) {
        sendHtml(req, res, page.html, (encoding) => page.encodedAs(encoding));
        return;
      }
    }
    // A page whose head comes from data (a workshop): the shell with its head filled in.
    if (!this.web.prerendered(req.path, lang)) {
      const head = await this.heads.find(req.path, locale);
      if (head) {
        const page = { origin: this.config.publicUrl, pathname: req.path, locale };
        res.send(withServerHead(this.web.htmlTextFor(req.path, lang), head, page));
        return;
      }
    }
    // Compressed once per page (web-dist.ts).
    sendHtml(req, res, this.web.htmlTextFor(req.path, lang), (encoding) =>
      this.web.htmlEncodedFor(req.path, lang, encoding),
    );
  }
}

/** A path of this instance itself (its GraphQL endpoint, the team), where the request came in. */
function ownUrl(req: Request, path: string): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address;
  return `http://${host.replace(/^::ffff:/, '')}:${req.socket.localPort}${path}`;
}

/** HTML kept compressed by its owner: sent in the encoding the browser accepts, if any. */
function sendHtml(
  req: Request,
  res: Response,
  text: string,
  encoded: (encoding: ContentEncoding) => Buffer,
): void {
  const encoding = acceptedEncoding(req.get('accept-encoding'), ['br', 'gzip']);
  if (!encoding) {
    res.send(text);
    return;
  }
  // Already compressed: the compression middleware leaves it alone.
  res.setHeader('Content-Encoding', encoding);
  res.send(encoded(encoding));
}
