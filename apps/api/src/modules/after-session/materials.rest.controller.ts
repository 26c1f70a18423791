import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { MaterialsService } from './materials.service.js';
import { materialModel } from './models/to-models.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Material files. `POST /api/materials/workshops/{workshopId}?title=&audience=&fileName=[&sessionId=]`
 * takes the file itself as the body (any content type; its type is judged by its content, at
 * most 20 MB; host and admins only). `GET /api/materials/{id}/download?registration=…[&token=…]`
 * sends a file to whoever may have it, checked on this request; everyone else gets 404.
 */
@Controller('api/materials')
export class MaterialsRestController {
  constructor(private readonly materials: MaterialsService) {}

  @Post('workshops/:workshopId')
  @HttpCode(201)
  async upload(
    @CurrentUser() user: AuthenticatedUser,
    @Param('workshopId') workshopId: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
  ) {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new DomainError('NOT_A_MATERIAL_FILE');
    const row = await this.materials.upload(user, workshopId, {
      bytes: body,
      title: text(query.title),
      fileName: text(query.fileName),
      audience: text(query.audience),
      sessionId: text(query.sessionId) || null,
    });
    return materialModel(row);
  }

  @Public()
  @Get(':id/download')
  async download(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('id') id: string,
    @Query('registration') registration: unknown,
    @Query('token') token: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const { row, bytes } = await this.materials.download(
      user,
      id,
      text(registration) || null,
      text(token) || null,
    );
    const name = row.file_name ?? 'material';
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    res.setHeader('Content-Type', row.content_type ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(bytes.length));
    // Checked per request: no shared cache may keep it, and the browser keeps no copy either.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    res.end(bytes);
  }
}
