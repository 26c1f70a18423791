import { Global, Module } from '@nestjs/common';
import { FailedMailsCounter } from './failed-mails.counter.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RetentionModule } from '../retention/index.js';
import { OutboxMail } from './entities/outbox-mail.entity.js';
import { FailedMailsResolver } from './failed-mails.resolver.js';
import { FailedMailsService } from './failed-mails.service.js';
import { MailAttachmentRenderers } from './mail-attachment-renderers.js';
import { MailComposers } from './mail-composers.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailOutbox } from './mail-outbox.service.js';
import { MailRetention } from './mail-retention.js';
import { MailSenderTask } from './mail-sender.task.js';
import { MailService } from './mail.service.js';
import './mail.errors.js'; // registers this module's error codes

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), RetentionModule],
  providers: [
    FailedMailsCounter,
    MailAttachmentRenderers,
    MailComposers,
    MailService,
    MailOutbox,
    MailOutboxRepository,
    MailSenderTask,
    FailedMailsService,
    FailedMailsResolver,
    MailRetention,
  ],
  exports: [MailService, MailOutbox, MailAttachmentRenderers, MailComposers],
})
export class MailModule {}
