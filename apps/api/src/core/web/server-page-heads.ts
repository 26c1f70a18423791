import { Injectable } from '@nestjs/common';
import {
  COMPANY,
  type Locale,
  escapeHtmlText,
  headTagsToHtml,
  pageHeadTags,
} from '@platform/domain';

/** What a page that is not prerendered says about itself in the HTML the server sends. */
export interface ServerPageHead {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Absolute or site-relative picture for link previews. */
  image?: { url: string; alt: string };
  /** schema.org data as `application/ld+json` text (`<` already escaped). */
  jsonLd?: string;
  /** The page's largest picture, fetched at once while the scripts load (LCP). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

/** Answers for the paths it knows (e.g. `/academy/{slug}`), else null. */
export type ServerPageHeadSource = (path: string, locale: Locale) => Promise<ServerPageHead | null>;

/**
 * Modules register the pages whose head comes from their data (the Academy's workshop pages),
 * so that links shared and search engines see title, description, Open Graph tags and
 * structured data before any script runs. Core knows no module; modules call `register`.
 */
@Injectable()
export class ServerPageHeads {
  private readonly sources: ServerPageHeadSource[] = [];

  register(source: ServerPageHeadSource): void {
    this.sources.push(source);
  }

  async find(path: string, locale: Locale): Promise<ServerPageHead | null> {
    for (const source of this.sources) {
      const head = await source(path, locale);
      if (head) return head;
    }
    return null;
  }
}

/** The shell's HTML with this page's language, title, head tags and structured data. */
export function withServerHead(
  shell: string,
  head: ServerPageHead,
  page: { origin: string; pathname: string; locale: Locale },
): string {
  const title = `${head.title} | ${COMPANY.brandName}`;
  const image = head.image && {
    url: new URL(head.image.url, `${page.origin}/`).href,
    alt: head.image.alt,
  };
  const tags = pageHeadTags({
    ...page,
    title,
    description: head.description,
    siteName: COMPANY.brandName,
    image,
  });
  const preload = head.preloadImage;
  const extra = [
    ...(preload
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(preload.href)}"${
            preload.srcset ? ` imagesrcset="${escapeAttribute(preload.srcset)}"` : ''
          }${preload.sizes ? ` imagesizes="${escapeAttribute(preload.sizes)}"` : ''} />`,
        ]
      : []),
    headTagsToHtml(tags),
    ...(head.jsonLd
      ? [`<script type="application/ld+json" data-workshop="event">${head.jsonLd}</script>`]
      : []),
  ].join('\n    ');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<\/head>/, () => `\n    ${extra}\n  </head>`);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
