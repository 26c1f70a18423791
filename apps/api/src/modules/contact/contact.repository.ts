import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { ContactMessage } from './entities/contact-message.entity.js';

export type ContactMessageRow = Pick<
  ContactMessage,
  'id' | 'name' | 'email' | 'message' | 'locale' | 'createdAt'
>;

/** The `contact_messages` table (the contact form). */
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

  async messagesFrom(email: string): Promise<ContactMessageRow[]> {
    return this.db().getRepository(ContactMessage).findBy({ email });
  }

  async deleteMessagesFrom(tx: Tx, email: string): Promise<void> {
    await tx.delete(ContactMessage, { email });
  }
}
