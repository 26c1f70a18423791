import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { CertificatesService } from './certificates.service.js';
import { certificateJson } from './models/certificate.model.js';

/**
 * `GET /api/certificates/{number}`: whether a certificate is genuine (public, rate-limited; a
 * made-up number is 404 and reveals nothing). `GET /api/certificates/{number}/pdf`: the PDF,
 * for its owner and admins only.
 */
@Controller('api/certificates')
export class CertificatesRestController {
  constructor(private readonly certificates: CertificatesService) {}

  @Public()
  @Get(':number')
  @Header('Cache-Control', 'no-store')
  async verify(@Param('number') number: string) {
    const row = await this.certificates.verify(number);
    if (!row) throw new DomainError('CERTIFICATE_NOT_FOUND');
    return certificateJson(row);
  }

  @Get(':number/pdf')
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('number') number: string,
    @Res() res: Response,
  ): Promise<void> {
    const { pdf, filename } = await this.certificates.download(user, number);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(pdf);
  }
}
