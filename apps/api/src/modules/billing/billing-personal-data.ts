import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../profiles/index.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Invoices in the person's data download. Erasing the account does NOT delete them: German law
 * requires keeping invoices for ten years (§ 147 AO, § 14b UStG; GDPR Art. 17(3)(b)). Only the
 * links to the account and the guest link are cut, so nobody reaches them through the site.
 */
@Injectable()
export class BillingPersonalData implements OnModuleInit {
  constructor(
    private readonly myData: MyDataService,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'invoices',
      export: (user) => this.invoices.ofPerson(user.id, user.emailVerifiedAt ? user.email : null),
      erase: (user) => this.invoices.unlinkAccount(user.id),
    });
  }
}
