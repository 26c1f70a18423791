import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../profiles/index.js';
import { CertificatesRepository } from './certificates.repository.js';
import { certificateJson } from './models/certificate.model.js';

/**
 * In a member's data download: their certificates (what each states, its number and status).
 * Erasing the account deletes them (foreign key on the owner), so their numbers no longer
 * verify.
 */
@Injectable()
export class CertificatesPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly rows: CertificatesRepository,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'certificates',
      export: async (user) =>
        (await this.rows.ofUser(user.id)).map((row) => ({
          ...certificateJson(row),
          workshop_format: row.format,
          location: row.location,
          learning_objectives: row.learning_objectives,
          host: row.host_name,
          issued_at: row.issued_at.toISOString(),
          revoked_at: row.revoked_at?.toISOString() ?? null,
        })),
    });
  }
}
