import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkshopsService } from '../hosting/workshops.service.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';

/**
 * When a workshop is deleted (by its creator, or rejected by an admin), the people registered
 * for it hear about it: their details are read inside the deleting transaction, the mails go
 * out after it has committed.
 */
@Injectable()
export class WorkshopDeletionNotices implements OnModuleInit {
  constructor(
    private readonly workshops: WorkshopsService,
    private readonly cancellations: RegistrationCancellations,
  ) {}

  onModuleInit(): void {
    this.workshops.onDelete((workshop, manager) =>
      this.cancellations.prepareWorkshopDeletedNotices(workshop.id, manager),
    );
  }
}
