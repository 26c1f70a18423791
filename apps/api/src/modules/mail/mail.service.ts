import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { assertSafeHeaders } from './mail-headers.js';
import { MailAttachmentRenderers } from './mail-attachment-renderers.js';
import type { MailMessage } from './mail-message.js';
import { MAIL_LOGO_CID, mailLogoAttachment } from './mail-logo.js';

/**
 * Sends e-mail through SMTP (`SMTP_URL`). Without SMTP in development, each message is written
 * as an `.eml` file under `.data/mail/` and its subject and recipient are logged, so nothing is
 * lost and nobody is mailed by accident.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly outbox?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly renderers: MailAttachmentRenderers,
  ) {
    if (config.smtpUrl) {
      this.transporter = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = join(config.dataDir, 'mail');
      this.transporter = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
  }

  /** Sends at once; attachment references are rendered first (see `MailAttachmentRenderers`). */
  async send(message: MailMessage): Promise<void> {
    assertSafeHeaders(message);
    const resolved = await this.renderers.resolve(message);
    // The designed layout shows the logo from an inline part (added here, not stored in the outbox).
    if (resolved.html?.includes(`cid:${MAIL_LOGO_CID}`))
      resolved.attachments = [...(resolved.attachments ?? []), mailLogoAttachment()];
    const info = (await this.transporter.sendMail({ from: this.config.mailFrom, ...resolved })) as {
      messageId: string;
      message?: Buffer;
    };
    if (this.outbox && info.message) {
      mkdirSync(this.outbox, { recursive: true });
      const file = join(
        this.outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId(info.messageId)}.eml`,
      );
      writeFileSync(file, info.message);
      this.logger.log({
        msg: 'mail written to file',
        to: message.to,
        subject: message.subject,
        file,
      });
    } else {
      this.logger.log({ msg: 'mail sent', to: message.to, subject: message.subject });
    }
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}

function safeId(messageId: string): string {
  return messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
}
