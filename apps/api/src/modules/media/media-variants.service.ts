import { Injectable } from '@nestjs/common';
import { LIMITS, type PosterWidth } from '@platform/domain';
import { MediaService } from './media.service.js';
import { loadSharp } from './load-sharp.js';

export interface MediaVariant {
  bytes: Buffer;
  contentType: string;
}

/** Room for some hundred poster copies per instance; the oldest go first. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const QUALITY = 78;

/**
 * WebP copies of stored images at the poster widths, made on first request with sharp and kept
 * in memory (least recently used go first). Content under a media id never changes, so a copy
 * never goes stale, and browsers and CDNs keep it for a year. Concurrent first requests share
 * one resize. Existing posters need no backfill.
 */
@Injectable()
export class MediaVariantsService {
  private readonly cache = new Map<string, Promise<MediaVariant | undefined>>();
  private readonly sizes = new Map<string, number>();
  private cachedBytes = 0;

  constructor(private readonly media: MediaService) {}

  variant(id: string, width: PosterWidth): Promise<MediaVariant | undefined> {
    const key = `${id}:${width}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const made = this.make(id, width);
    this.cache.set(key, made);
    made.then(
      (variant) => {
        if (!variant) {
          this.cache.delete(key);
          return;
        }
        this.sizes.set(key, variant.bytes.length);
        this.cachedBytes += variant.bytes.length;
        this.evict();
      },
      () => this.cache.delete(key),
    );
    return made;
  }

  private async make(id: string, width: PosterWidth): Promise<MediaVariant | undefined> {
    const file = await this.media.find(id);
    // Personal photos get no copies: they would outlive the photo in this cache.
    if (!file || file.kind !== 'image' || file.personal) return undefined;
    const sharp = await loadSharp();
    // Never wider than the original: a narrow poster's copy is the original size.
    try {
      const bytes = await sharp(file.bytes, { limitInputPixels: LIMITS.maxInputPixels })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
      return { bytes, contentType: 'image/webp' };
    } catch {
      // Stored images were decoded once already; one that no longer decodes has no copies.
      return undefined;
    }
  }

  private evict(): void {
    for (const key of this.cache.keys()) {
      if (this.cachedBytes <= MAX_CACHED_BYTES) return;
      const size = this.sizes.get(key);
      if (size === undefined) continue; // still being made
      this.cache.delete(key);
      this.sizes.delete(key);
      this.cachedBytes -= size;
    }
  }
}
