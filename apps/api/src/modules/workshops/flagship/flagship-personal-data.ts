import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService } from '../../profiles/index.js';
import { verifiedEmailOf } from '../../profiles/index.js';
import { FlagshipSignUpsRepository } from './flagship-sign-ups.repository.js';

/**
 * Flagship sign-ups in a member's data download, erased with the account. A sign-up carries
 * only an address: theirs once the account has confirmed it.
 */
@Injectable()
export class FlagshipPersonalData implements OnModuleInit {
  constructor(
    private readonly signUps: FlagshipSignUpsRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'workshop_sign_ups',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        const signUps = await this.signUps.byEmail(email);
        return signUps.map((r) => ({
          goals: r.goals,
          signed_up_at: r.createdAt.toISOString(),
        }));
      },
      eraseWithAccount: async (user, manager) => {
        const email = verifiedEmailOf(user);
        if (email) await this.signUps.deleteByEmail(manager, email);
      },
    });
  }
}
