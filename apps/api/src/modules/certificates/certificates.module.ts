import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/index.js';
import { AuthModule } from '../auth/index.js';
import { CheckinModule } from '../checkin/index.js';
import { ProfilesModule } from '../profiles/index.js';
import { WorkshopsModule } from '../workshops/index.js';
import { CertificatesPersonalData } from './certificates-personal-data.js';
import { SessionFollowUpJob } from './certificates.job.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesResolver } from './certificates.resolver.js';
import { CertificatesRestController } from './certificates.rest.controller.js';
import { CertificatesService } from './certificates.service.js';
import { Certificate } from './entities/certificate.entity.js';
import './certificates.errors.js'; // registers this module's error codes

/**
 * Certificates of attendance and the mails after a session. Sessions and registrations are the
 * workshops module's (read through its `FollowUpRoster`), attendance the check-in module's
 * (`CheckinService.attendedOf`).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Certificate]),
    WorkshopsModule,
    CheckinModule,
    AuthModule,
    AuditModule,
    ProfilesModule,
  ],
  controllers: [CertificatesRestController],
  providers: [
    CertificatesService,
    CertificatesRepository,
    CertificatesResolver,
    CertificatesPersonalData,
    SessionFollowUpJob,
  ],
  exports: [CertificatesService],
})
export class CertificatesModule {}
