import { Controller, Get, Param, Res } from '@nestjs/common';
import { isPosterWidth } from '@platform/domain';
import type { Response } from 'express';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { MediaService } from './media.service.js';
import { MediaVariantsService } from './media-variants.service.js';

/** Shared caches may keep a public file for a year: its content never changes under its id. */
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';
/**
 * A personal photo is personal data that goes with its account: only the viewer's browser may
 * keep it, for five minutes (`private` keeps CDNs and proxies out; the short life bounds how
 * long a deleted account's photo stays on a screen that had it).
 */
const PERSONAL_BRIEFLY = 'private, max-age=300';

/** Stored files by id. */
@Controller('media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly variants: MediaVariantsService,
  ) {}

  /** A stored image at one of the poster widths (WebP, made once, then kept). */
  @Public()
  @Get(':id/w/:width')
  async serveVariant(
    @Param('id') id: string,
    @Param('width') width: string,
    @Res() res: Response,
  ): Promise<void> {
    const edge = Number(width);
    if (!/^\d+$/.test(width) || !isPosterWidth(edge)) throw new DomainError('NOT_FOUND');
    const variant = await this.variants.variant(id, edge);
    if (!variant) throw new DomainError('NOT_FOUND');
    res.setHeader('Content-Type', variant.contentType);
    res.setHeader('Content-Length', String(variant.bytes.length));
    res.setHeader('Cache-Control', PUBLIC_FOREVER);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', 'inline');
    res.end(variant.bytes);
  }

  @Public()
  @Get(':id')
  async serve(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.media.find(id);
    if (!file) throw new DomainError('NOT_FOUND');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.byteSize));
    res.setHeader('Cache-Control', file.personal ? PERSONAL_BRIEFLY : PUBLIC_FOREVER);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Content-Disposition',
      file.kind === 'pdf' ? `attachment; filename="${file.id}.pdf"` : 'inline',
    );
    res.end(file.bytes);
  }
}
