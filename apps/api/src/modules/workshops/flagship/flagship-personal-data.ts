import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MyDataService } from '../../profiles/index.js';
import { verifiedEmailOf } from '../../profiles/index.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';

/**
 * Flagship sign-ups in a member's data download, erased with the account. A sign-up carries
 * only an address: theirs once the account has confirmed it.
 */
@Injectable()
export class FlagshipPersonalData implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'workshop_sign_ups',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        const signUps = await this.dataSource
          .getRepository(MarketingWorkshopRegistration)
          .findBy({ email });
        return signUps.map((r) => ({
          goals: r.goals,
          signed_up_at: r.createdAt.toISOString(),
        }));
      },
      eraseWithAccount: async (user, manager) => {
        const email = verifiedEmailOf(user);
        if (email) await manager.delete(MarketingWorkshopRegistration, { email });
      },
    });
  }
}
