import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { MediaService } from './media.service.js';

/** Stored files by id. Content never changes under an id, so it may be cached for a year. */
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Public()
  @Get(':id')
  async serve(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.media.find(id);
    if (!file) throw new DomainError('NOT_FOUND');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.byteSize));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Content-Disposition',
      file.kind === 'pdf' ? `attachment; filename="${file.id}.pdf"` : 'inline',
    );
    res.end(file.bytes);
  }
}
