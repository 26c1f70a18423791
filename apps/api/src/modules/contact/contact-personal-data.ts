import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MyDataService } from '../profiles/my-data.service.js';
import { verifiedEmailOf } from '../profiles/personal-data.js';
import { ContactMessage } from './entities/contact-message.entity.js';

/**
 * Contact messages in a member's data download, erased with the account.
 * Form submissions carry only an address: theirs once the account has confirmed it.
 */
@Injectable()
export class ContactPersonalData implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'contact_messages',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        const messages = await this.dataSource.getRepository(ContactMessage).findBy({ email });
        return messages.map((m) => ({
          message: m.message,
          sent_at: m.createdAt.toISOString(),
        }));
      },
      eraseWithAccount: async (user, manager) => {
        const email = verifiedEmailOf(user);
        if (email) await manager.delete(ContactMessage, { email });
      },
    });
  }
}
