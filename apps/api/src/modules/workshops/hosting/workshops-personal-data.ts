import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../../profiles/index.js';
import { WorkshopsService } from './workshops.service.js';

/** A member's own workshops in their data download; deleted (with notice) when they leave. */
@Injectable()
export class WorkshopsPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly workshops: WorkshopsService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'workshops',
      export: (user) => this.workshops.workshopsOf(user.id),
      erase: (user) => this.workshops.deleteAllOf(user.id),
    });
  }
}
