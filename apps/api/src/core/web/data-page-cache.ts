import { Injectable } from '@nestjs/common';
import { InvalidatedCache } from '../cache/invalidated-cache.js';
import type { ContentEncoding } from './precompressed.js';
import { compressHtml } from './web-dist.js';

/** One rendered page, compressed once per encoding on first request. */
export class CachedPage {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly html: string) {}

  encodedAs(encoding: ContentEncoding): Buffer {
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      // Rendered at run time: a middle setting keeps the first request quick.
      buffer = compressHtml(this.html, encoding, 'fast');
      this.encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * Pages rendered on the server with their data (the Academy's listing and workshop pages), by
 * language and URL, for 10 s at most. The module whose data they show keeps them honest (see
 * InvalidatedCache): the academy's listing cache forwards its notifications here.
 */
@Injectable()
export class DataPageCache extends InvalidatedCache<CachedPage | null> {
  constructor() {
    // A page that could not be rendered (null) is tried again on the next request.
    super({ ttlMs: 10_000, maxEntries: 300, keep: (page) => page !== null });
  }
}
