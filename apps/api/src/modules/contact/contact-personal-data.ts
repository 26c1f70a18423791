import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService, verifiedEmailOf } from '../profiles/index.js';
import { ContactRepository } from './contact.repository.js';

/**
 * Contact messages in a member's data download, erased with the account.
 * Form submissions carry only an address: theirs once the account has confirmed it.
 */
@Injectable()
export class ContactPersonalData implements OnModuleInit {
  constructor(
    private readonly forms: ContactRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'contact_messages',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        const messages = await this.forms.messagesFrom(email);
        return messages.map((m) => ({
          message: m.message,
          sent_at: m.createdAt.toISOString(),
        }));
      },
      eraseWithAccount: async (user, manager) => {
        const email = verifiedEmailOf(user);
        if (email) await this.forms.deleteMessagesFrom(manager, email);
      },
    });
  }
}
