import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { MailOutbox } from '../../mail/mail-outbox.service.js';
import type { User } from '../entities/user.entity.js';
import { type SecondFactorChange, secondFactorChangedMail } from './second-factor-mails.js';

/**
 * The one place every change of an account's second factors passes through, inside the
 * transaction that makes it: the owner is told by mail (queued in the same transaction). An
 * audit log hooks in here too.
 */
@Injectable()
export class SecondFactorChanges {
  private readonly logger = new Logger('SecondFactors');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  async record(
    manager: EntityManager,
    user: User,
    change: SecondFactorChange,
    detail = '',
  ): Promise<void> {
    this.logger.log({ userId: user.id, change }, 'second factor changed');
    await this.outbox.enqueue(
      secondFactorChangedMail(
        user.locale,
        user.email,
        user.name,
        change,
        detail,
        `${this.config.publicUrl}/member-area?tab=account`,
      ),
      { key: `second-factor:${user.id}:${change}:${Date.now()}:${Math.random()}`, manager },
    );
  }
}
