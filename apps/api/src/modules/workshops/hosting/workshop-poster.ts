import { LIMITS } from '@platform/domain';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { ErrorCode } from '../../../core/errors/error-catalog.js';
import { decodeBase64Upload } from '../../media/index.js';
import type { MediaService, StoredMedia } from '../../media/index.js';

/** The media module's answers, in the poster's own words from the spec. */
const POSTER_CODES: Partial<Record<ErrorCode, ErrorCode>> = {
  FILE_TOO_LARGE: 'WORKSHOP_POSTER_SIZE',
  NOT_IMAGE_OR_PDF: 'WORKSHOP_POSTER_TYPE',
  NOT_AN_IMAGE: 'WORKSHOP_POSTER_TYPE',
  IMAGE_PROCESSING_FAILED: 'WORKSHOP_POSTER_PROCESSING',
};

function posterError(code: ErrorCode, cause?: unknown): DomainError {
  return new DomainError(code, { fields: { poster: code }, cause });
}

/**
 * Decodes a poster sent as a data URL (or bare base64, as older callers send it). The claimed
 * type is ignored: the media module judges the content.
 */
export function decodePoster(dataUrl: string): Buffer {
  const decoded = decodeBase64Upload(dataUrl.trim(), {
    maxBytes: LIMITS.workshop.posterMaxBytes,
    allowBare: true,
  });
  if (!decoded) throw posterError('WORKSHOP_POSTER_TYPE');
  if ('tooLarge' in decoded) throw posterError('WORKSHOP_POSTER_SIZE');
  if (decoded.bytes.length === 0) throw posterError('WORKSHOP_POSTER_TYPE');
  return decoded.bytes;
}

/**
 * Stores a poster: an image (upright by EXIF, fitted into 1200 x 1200, quality 85, stripped,
 * pixel-bounded) or a PDF kept as it is (served as a download).
 */
export async function storePoster(
  media: MediaService,
  dataUrl: string,
  ownerId: string,
  manager: EntityManager,
): Promise<StoredMedia> {
  const bytes = decodePoster(dataUrl);
  try {
    return await media.storeUpload(
      bytes,
      {
        maxBytes: LIMITS.workshop.posterMaxBytes,
        shape: 'fit',
        edge: LIMITS.workshop.posterMaxEdgePx,
        quality: LIMITS.workshop.posterQuality,
        ownerId,
        allowPdf: true,
      },
      manager,
    );
  } catch (error) {
    const mapped = error instanceof DomainError ? POSTER_CODES[error.code] : undefined;
    if (mapped) throw posterError(mapped, error);
    throw error;
  }
}
