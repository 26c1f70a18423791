import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from './entities/marketing-workshop-registration.entity.js';

export type ContactMessageRow = Pick<
  ContactMessage,
  'id' | 'name' | 'email' | 'message' | 'locale' | 'createdAt'
>;
export type WorkshopSignUpRow = Pick<
  MarketingWorkshopRegistration,
  'id' | 'name' | 'email' | 'organisation' | 'experience' | 'goals' | 'message' | 'createdAt'
>;

/** The `contact_messages` and `marketing_workshop_registrations` tables (the public forms). */
@Injectable()
export class ContactRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insertMessage(
    tx: Tx,
    message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'locale'>,
  ): Promise<ContactMessageRow> {
    return tx.getRepository(ContactMessage).save(message);
  }

  async insertWorkshopSignUp(
    tx: Tx,
    signUp: Omit<WorkshopSignUpRow, 'id' | 'createdAt'> & { locale: string },
  ): Promise<WorkshopSignUpRow> {
    return tx.getRepository(MarketingWorkshopRegistration).save(signUp);
  }

  async messagesFrom(email: string): Promise<ContactMessageRow[]> {
    return this.db().getRepository(ContactMessage).findBy({ email });
  }

  async workshopSignUpsFrom(email: string): Promise<WorkshopSignUpRow[]> {
    return this.db().getRepository(MarketingWorkshopRegistration).findBy({ email });
  }

  async deleteMessagesFrom(tx: Tx, email: string): Promise<void> {
    await tx.delete(ContactMessage, { email });
  }

  async deleteWorkshopSignUpsFrom(tx: Tx, email: string): Promise<void> {
    await tx.delete(MarketingWorkshopRegistration, { email });
  }
}
