import { Injectable } from '@nestjs/common';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ContentEncoding } from './precompressed.js';

/** A page older than this is rendered again even if no change was announced. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 300;

/** One rendered page, compressed once per encoding on first request. */
export class CachedPage {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly html: string) {}

  encodedAs(encoding: ContentEncoding): Buffer {
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      const content = Buffer.from(this.html, 'utf8');
      buffer =
        encoding === 'br'
          ? brotliCompressSync(content, {
              // Rendered at run time: a middle quality keeps the first request quick.
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 6,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            })
          : gzipSync(content, { level: 6 });
      this.encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

interface Entry {
  page: Promise<CachedPage | null>;
  expiresAt: number;
}

/**
 * Pages rendered on the server with their data (the Academy's listing and workshop pages), by
 * language and URL. A module whose data they show keeps it honest: it calls `invalidate` when
 * its data changes (on every instance) and `setActive(false)` while it cannot learn of changes;
 * nothing is cached until a module has called `setActive(true)`.
 */
@Injectable()
export class DataPageCache {
  private readonly entries = new Map<string, Entry>();
  private active = false;
  /** Bumped on every invalidation: a render begun before it is not kept. */
  private generation = 0;

  setActive(active: boolean): void {
    this.active = active;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The cached page, or `render`'s result (kept when no change arrived meanwhile). */
  get(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    if (!this.active) return render();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.page;
    const generation = this.generation;
    const page = render();
    const entry: Entry = { page, expiresAt: now + TTL_MS };
    // Concurrent misses share one render; the oldest page makes room for a new one.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    page.then((value) => {
      if (value === null || this.generation !== generation) forget();
    }, forget);
    return page;
  }
}
