import { Controller, Get, Header, Inject } from '@nestjs/common';
import { SITEMAP_PATHS } from '@platform/domain';
import { Public } from '../auth/public.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';

/** `sitemap.xml` (German pages with their English alternates) and `robots.txt`. */
@Controller()
export class SeoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    const base = this.config.publicUrl;
    const entries = SITEMAP_PATHS.map((path) => {
      const de = `${base}${path}`;
      const en = `${base}${path}?lang=en`;
      return [
        '  <url>',
        `    <loc>${escapeXml(de)}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="de" href="${escapeXml(de)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(de)}"/>`,
        '  </url>',
      ].join('\n');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /member-area',
      'Disallow: /auth/',
      'Disallow: /api/',
      'Disallow: /graphql',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
