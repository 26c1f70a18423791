import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CERTIFICATE_PATHS, PATHS, isServerRenderedRoute, type Locale } from '@platform/domain';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { AboutPageCache } from './about-page-cache.js';
import { CachedPage, DataPageCache } from './data-page-cache.js';
import { ServerPageHeads, withServerHead } from './server-page-heads.js';

/** What the web app's server build exports for this (apps/web/src/entry-server.tsx). */
interface WebServerEntry {
  renderDataPage(request: {
    url: string;
    locale: Locale;
    graphqlUrl: string;
    origin: string;
  }): Promise<RenderedPage | null>;
  renderAboutPage(request: {
    locale: Locale;
    teamUrl: string;
    origin: string;
  }): Promise<RenderedPage | null>;
}

interface RenderedPage {
  body: string;
  head: string;
  state: string;
}

/** Renders wait in one line (the texts' language is process-wide there); past this, the shell. */
const MAX_WAITING = 8;
/** A render that takes longer than this is given up (the visitor gets the shell). */
const RENDER_TIMEOUT_MS = 5_000;

export interface DataPageRequest {
  path: string;
  /** The query string without `?` (filters and page of the listing). */
  search: string;
  locale: Locale;
  /** Where this instance itself answers GraphQL (the page's queries go there, without cookies). */
  graphqlUrl: string;
}

/**
 * The Academy's pages for visitors without a session, rendered here with their first page of
 * data (so they paint at once and do not shift when the data arrives), from the web app's
 * server build and the templates the prerender step wrote (tools/prerender.mjs). Kept in the
 * DataPageCache; a workshop page needs a head from its module (ServerPageHeads), so members-only
 * or unknown workshops get the plain shell as before. And the About page with its team, an
 * islands page the same for every viewer, kept in the AboutPageCache.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private readonly serverDir: string;
  private entry?: Promise<WebServerEntry | null>;
  private readonly templates = new Map<string, string>();
  private line: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  /** Whether the server build and its templates are there (looked up once). */
  private built?: boolean;
  private aboutBuilt?: boolean;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: DataPageCache,
    private readonly heads: ServerPageHeads,
    private readonly aboutPages: AboutPageCache,
  ) {
    this.serverDir = join(config.webDistDir, '..', 'web-prerender');
  }

  /** Whether this path is rendered here (when the server build is present). */
  handles(path: string): boolean {
    if (!isServerRenderedRoute(path)) return false;
    this.built ??= existsSync(this.templateFile('academy', 'de'));
    return this.built;
  }

  /** Whether this is the About page and its islands template is there. */
  rendersAbout(path: string): boolean {
    if (path.replace(/\/+$/, '') !== PATHS.about) return false;
    this.aboutBuilt ??= existsSync(this.templateFile('about', 'de'));
    return this.aboutBuilt;
  }

  /**
   * The About page with its team in this language, or null when the caller should send the
   * prerendered file (the app's version, which loads the team in the browser).
   * `teamUrl`: where this instance itself answers `GET /profiles/team`.
   */
  aboutPage(locale: Locale, teamUrl: string): Promise<CachedPage | null> {
    return this.aboutPages.get(locale, async () => {
      const rendered = await this.inLine(PATHS.about, (entry) =>
        entry.renderAboutPage({ locale, teamUrl, origin: this.config.publicUrl }),
      );
      if (!rendered) return null;
      return this.filled('about', locale, (template) =>
        template
          .replace('<title></title><!--ssr-head-->', () => rendered.head)
          .replace('<!--ssr-body-->', () => rendered.body)
          .replace('<!--ssr-state-->', () => rendered.state),
      );
    });
  }

  /** The page, or null when the caller should send the shell. */
  page(request: DataPageRequest): Promise<CachedPage | null> {
    const key = `${request.locale} ${request.path.replace(/\/+$/, '')}?${request.search}`;
    return this.cache.get(key, () => this.render(request));
  }

  private async render(request: DataPageRequest): Promise<CachedPage | null> {
    const kind = pageKindOf(request.path);
    // A workshop page's head comes from its module; the others' from the rendered page.
    const head = kind === 'workshop' ? await this.heads.find(request.path, request.locale) : null;
    if (kind === 'workshop' && !head) return null;
    const rendered = await this.inLine(request.path, (entry) =>
      entry.renderDataPage({
        url: request.search ? `${request.path}?${request.search}` : request.path,
        locale: request.locale,
        graphqlUrl: request.graphqlUrl,
        origin: this.config.publicUrl,
      }),
    );
    if (!rendered) return null;
    const origin = this.config.publicUrl;
    return this.filled(kind, request.locale, (template) => {
      const html = template
        .replace('<!--ssr-body-->', () => rendered.body)
        .replace('<!--ssr-state-->', () => rendered.state);
      return head
        ? withServerHead(html.replace('<!--ssr-head-->', ''), head, {
            origin,
            pathname: request.path,
            locale: request.locale,
          })
        : html.replace('<title></title><!--ssr-head-->', () => rendered.head);
    });
  }

  /** The template filled in, or null (logged) when it cannot be read. */
  private filled(
    name: string,
    locale: Locale,
    fill: (template: string) => string,
  ): CachedPage | null {
    try {
      return new CachedPage(fill(this.templateFor(name, locale)));
    } catch (error) {
      this.logger.warn({
        msg: 'a server rendering template is missing, sending the file',
        template: name,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  /**
   * Runs `render` with the server build once the renders before it are done (the texts'
   * language is process-wide there). Null past MAX_WAITING, when the build is missing, or when
   * the render fails or takes too long.
   */
  private async inLine(
    path: string,
    render: (entry: WebServerEntry) => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> {
    if (this.waiting >= MAX_WAITING) return null;
    this.waiting += 1;
    const turn = this.line.then(() => this.renderNow(render));
    this.line = turn.catch(() => undefined);
    try {
      return await turn;
    } catch (error) {
      this.logger.warn({
        msg: 'server rendering failed, sending the file',
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    } finally {
      this.waiting -= 1;
    }
  }

  private async renderNow(render: (entry: WebServerEntry) => Promise<RenderedPage | null>) {
    const entry = await this.loadEntry();
    if (!entry) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('render timed out')), RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([render(entry), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private loadEntry(): Promise<WebServerEntry | null> {
    this.entry ??= import(pathToFileURL(join(this.serverDir, 'entry-server.js')).href).then(
      (module: WebServerEntry) => module,
      (error: unknown) => {
        this.logger.warn({
          msg: 'the web server build is missing, Academy pages are sent without data',
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      },
    );
    return this.entry;
  }

  private templateFile(name: string, locale: Locale): string {
    return join(this.serverDir, 'templates', `${name}.${locale}.html`);
  }

  private templateFor(name: string, locale: Locale): string {
    const file = this.templateFile(name, locale);
    let text = this.templates.get(file);
    if (text === undefined) {
      text = readFileSync(file, 'utf8');
      this.templates.set(file, text);
    }
    return text;
  }
}

/** Which template (tools/prerender.mjs) a server-rendered path fills. */
function pageKindOf(path: string): 'academy' | 'workshop' | 'certificate' {
  const clean = path.replace(/\/+$/, '');
  if (clean === PATHS.academy) return 'academy';
  const certificatePrefix = CERTIFICATE_PATHS.verify.replace(':number', '');
  return clean.startsWith(certificatePrefix) ? 'certificate' : 'workshop';
}
