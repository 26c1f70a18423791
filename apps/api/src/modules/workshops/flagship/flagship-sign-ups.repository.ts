import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';

/** The SQL of `marketing_workshop_registrations`: the flagship page's sign-ups. */
@Injectable()
export class FlagshipSignUpsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(
    tx: Tx,
    signUp: DeepPartial<MarketingWorkshopRegistration>,
  ): Promise<MarketingWorkshopRegistration> {
    return tx.getRepository(MarketingWorkshopRegistration).save(signUp);
  }

  async byEmail(email: string): Promise<MarketingWorkshopRegistration[]> {
    return this.db().getRepository(MarketingWorkshopRegistration).findBy({ email });
  }

  async deleteByEmail(tx: Tx, email: string): Promise<void> {
    await tx.delete(MarketingWorkshopRegistration, { email });
  }
}
