import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../../profiles/index.js';
import { verifiedEmailOf } from '../../profiles/index.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';
import { RegistrationsService } from './registrations.service.js';

/** A person's workshop registrations in their data download; cancelled when they leave. */
@Injectable()
export class AcademyPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly registrations: RegistrationsService,
    private readonly cancellations: RegistrationCancellations,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'workshop_registrations',
      export: (user) => this.registrations.registrationsOfPerson(user.id, verifiedEmailOf(user)),
      erase: (user) => this.cancellations.eraseForPerson(user.id, verifiedEmailOf(user)),
    });
  }
}
