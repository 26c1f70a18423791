import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../../profiles/my-data.service.js';
import { verifiedEmailOf } from '../../profiles/personal-data.js';
import { RegistrationsService } from './registrations.service.js';

/** A person's workshop registrations in their data download; cancelled when they leave. */
@Injectable()
export class AcademyPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly registrations: RegistrationsService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'workshop_registrations',
      export: (user) => this.registrations.registrationsOfPerson(user.id, verifiedEmailOf(user)),
      erase: (user) => this.registrations.eraseForPerson(user.id, verifiedEmailOf(user)),
    });
  }
}
