import { Injectable } from '@nestjs/common';
import { isUuid, LIMITS } from '@platform/domain';
import type { Tx } from '../../core/database/sql-repository.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { sniffFileType, sniffMaterialType } from './file-type.js';
import type { Media, MediaKind } from './media.entity.js';
import { MediaRepository } from './media.repository.js';
import { loadSharp } from './load-sharp.js';

export type { MediaKind };
/** A stored file as other modules see it (they never read the `media` table themselves). */
export type StoredMedia = Media;

export interface ImageOptions {
  maxBytes: number;
  /** `square`: cropped to an edge × edge square (photos); `fit`: fitted inside edge × edge. */
  shape: 'square' | 'fit';
  edge: number;
  quality: number;
  ownerId?: string | null;
  allowPdf?: boolean;
  /** A person's own image (profile photo): kept out of shared caches when served. */
  personal?: boolean;
  /** Largest image handed to the decoder; defaults to the general (poster) bound. */
  maxInputPixels?: number;
}

/**
 * Checks and stores uploads. Images are judged by their content, decoded with a pixel bound
 * (decompression bombs are refused), turned upright by their EXIF orientation, resized,
 * stripped of metadata and stored as WebP. PDFs (where allowed) are stored as they are.
 */
@Injectable()
export class MediaService {
  constructor(private readonly media: MediaRepository) {}

  async storeUpload(bytes: Buffer, options: ImageOptions, manager?: Tx): Promise<Media> {
    if (bytes.length > options.maxBytes)
      throw new DomainError('FILE_TOO_LARGE', { params: { mb: options.maxBytes / 1024 / 1024 } });
    const type = sniffFileType(bytes);
    if (!type || (type === 'application/pdf' && !options.allowPdf)) {
      throw new DomainError(options.allowPdf ? 'NOT_IMAGE_OR_PDF' : 'NOT_AN_IMAGE');
    }
    if (type === 'application/pdf') {
      return this.media.insert(
        {
          kind: 'pdf',
          contentType: type,
          bytes,
          byteSize: bytes.length,
          width: null,
          height: null,
          ownerId: options.ownerId ?? null,
        },
        manager,
      );
    }
    const image = await this.processImage(bytes, options);
    return this.media.insert(
      {
        kind: 'image',
        contentType: 'image/webp',
        bytes: image.data,
        byteSize: image.data.length,
        width: image.info.width,
        height: image.info.height,
        ownerId: options.ownerId ?? null,
        personal: options.personal ?? false,
      },
      manager,
    );
  }

  /**
   * Stores a restricted file as it is (a workshop's material), after its content proved to be
   * one of the material types (magic bytes; the name and the claimed type are never trusted).
   * Served only by the module that stored it (`findRestricted`), never at `/media/{id}`.
   */
  async storeRestricted(
    bytes: Buffer,
    options: { maxBytes: number; ownerId: string | null },
    manager?: Tx,
  ): Promise<Media> {
    if (bytes.length > options.maxBytes)
      throw new DomainError('FILE_TOO_LARGE', { params: { mb: options.maxBytes / 1024 / 1024 } });
    const type = sniffMaterialType(bytes);
    if (!type) throw new DomainError('NOT_A_MATERIAL_FILE');
    const kind: MediaKind =
      type === 'application/pdf' ? 'pdf' : type.startsWith('image/') ? 'image' : 'document';
    return this.media.insert(
      {
        kind,
        contentType: type,
        bytes,
        byteSize: bytes.length,
        width: null,
        height: null,
        ownerId: options.ownerId,
        restricted: true,
      },
      manager,
    );
  }

  /** A restricted file with its bytes (the caller has checked who may have it). */
  async findRestricted(id: string): Promise<Media | undefined> {
    if (!isUuid(id)) return undefined;
    const found = await this.media.withBytes(id);
    return found?.restricted ? found : undefined;
  }

  /** Deletes a stored file that nothing shows any more (a superseded photo). */
  async remove(id: string): Promise<void> {
    if (isUuid(id)) await this.media.delete([id]);
  }

  /** Deletes stored files that nothing shows any more, in `manager`'s transaction. */
  async removeMany(ids: string[], manager: Tx): Promise<void> {
    if (ids.length > 0) await this.media.delete(ids, manager);
  }

  /** The kind (image or PDF) of each of these files. */
  async kindsOf(ids: string[]): Promise<Map<string, MediaKind>> {
    if (ids.length === 0) return new Map();
    const media = await this.media.kindsOf(ids);
    return new Map(media.map((m) => [m.id, m.kind]));
  }

  /** Deletes every file a person uploaded (their account is being erased, in `manager`'s transaction). */
  async removeAllOwnedBy(ownerId: string, manager: Tx): Promise<void> {
    await this.media.deleteOwnedBy(manager, ownerId);
  }

  /** The stored public file with its bytes, or undefined (restricted files are not found). */
  async find(id: string): Promise<Media | undefined> {
    if (!isUuid(id)) return undefined;
    const found = await this.media.withBytes(id);
    return found && !found.restricted ? found : undefined;
  }

  private async processImage(bytes: Buffer, options: ImageOptions) {
    // Outside the try: a sharp that cannot load is a server fault, not a bad image.
    const sharp = await loadSharp();
    try {
      return await sharp(bytes, {
        limitInputPixels: options.maxInputPixels ?? LIMITS.maxInputPixels,
        animated: false,
      })
        .rotate()
        .resize(options.edge, options.edge, {
          fit: options.shape === 'square' ? 'cover' : 'inside',
          withoutEnlargement: options.shape === 'fit',
        })
        .webp({ quality: options.quality })
        .toBuffer({ resolveWithObject: true });
    } catch (cause) {
      throw new DomainError('IMAGE_PROCESSING_FAILED', { cause });
    }
  }
}

export function mediaUrl(id: string | null | undefined): string | null {
  return id ? `/media/${id}` : null;
}
